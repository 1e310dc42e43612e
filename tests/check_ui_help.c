/* tests/check_ui_help.c — help, prompts and choices without a terminal: field help made from a
 * schema row, panel help made from the definition (scrolling, FIND), the keys help listed from the
 * same keylist that dispatches keys (KEYS changes included), value lists of enumerations and of
 * names (F4, ?, LOCATE, S, Enter), the Scroll field's list, pull-downs (numbers, letters, the
 * current setting unavailable, F12), and the row action menu (/ and F4 on a row). */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "tests/uifx.h"
#include "ui/engine/textview.h"

/* The console with the demo queue manager panel on top, the cursor on field key. */
static void open_qmgr(struct fx *f, const char *key)
{
    fx_open(f, false);
    ck_assert_int_eq(console_push(f->c, demo_qmgr(&f->log)), 0);
    console_draw(f->c, &f->s);
    int target = demo_qmgr_field(key);
    for (int i = 1; i < target; i++)        /* the cursor starts on the first input field (1) */
        console_key(f->c, UIK_TAB);
}

static const char *field_text(struct fx *f, const char *key)
{
    static char v[256];
    form_value(form_get(&console_top(f->c)->form, demo_qmgr_field(key)), v, sizeof v);
    return v;
}

/* ---- help --------------------------------------------------------------------------------- */

START_TEST(field_help_from_the_schema)
{
    struct fx f;
    open_qmgr(&f, "clwlmruc");
    fx_fkey(&f, 1);
    ck_assert_str_eq(fx_top_id(&f), "HLP002");
    ck_assert_str_eq(fx_row(&f, 4), "    +--------------- Most recently used channels (CLWLMRUC) ---------------+");
    ck_assert_str_eq(fx_row(&f, 6), " Des| The most outbound cluster channels the workload algorithm keeps      |___");
    ck_assert_str_eq(fx_row(&f, 7), " Use| using: it chooses among the most recently used ones. A small value   |");
    ck_assert_str_eq(fx_row(&f, 8), " Mos| can leave instances of a queue unused.                               |");
    ck_assert_str_eq(fx_row(&f, 10), " Ful| Keyword  . . : CLWLMRUC                                              |___");
    ck_assert_str_eq(fx_row(&f, 11), " Sus| Type . . . . : A whole number                                        |___");
    ck_assert_str_eq(fx_row(&f, 12), "    | Range  . . . : 1 to 999999999                                        |");
    ck_assert_str_eq(fx_row(&f, 13), "    | Default  . . : 999999999                                             |");
    ck_assert_str_eq(fx_row(&f, 14), "    | Source . . . : Cluster workload balancing - queue manager attributes |");
    ck_assert_str_eq(fx_row(&f, 15), "    |                (IBM MQ 9.2):                                         |");
    ck_assert_str_eq(fx_row(&f, 16), "    |                https://www.ibm.com/docs/en/SSFKSJ_9.2.0/com.ibm.mq.r |");
    ck_assert_str_eq(fx_row(&f, 17), "    |                ef.con.doc/qmclus.html                                |");
    fx_fkey(&f, 3);
    ck_assert_str_eq(fx_top_id(&f), "DEMO210");
    fx_close(&f);
}
END_TEST

/* An enumeration's help lists its values with their meanings. */
START_TEST(field_help_of_an_enumeration)
{
    struct fx f;
    open_qmgr(&f, "clwluseq");
    fx_fkey(&f, 1);
    ck_assert_str_eq(fx_row(&f, 4), "    | Whether a put by a local application prefers the local instance of a |");
    ck_assert_str_eq(fx_row(&f, 12), "    | Entry  . . . : Folded to upper case.                                 |");
    ck_assert_str_eq(fx_row(&f, 13), "    | Values . . . : One of (F4, or ? and Enter, lists them):              |");
    ck_assert_str_eq(fx_row(&f, 14), "    |   LOCAL      A put by a local application uses the local instance of |");
    ck_assert_str_eq(fx_row(&f, 15), "    |              a cluster queue when there is one                       |");
    ck_assert_str_eq(fx_row(&f, 16), "    |   ANY        The local instance is one candidate among the remote    |");
    fx_close(&f);
}
END_TEST

/* F1 away from a field: the panel's help, made from its definition; it scrolls and FIND finds. */
START_TEST(panel_help)
{
    struct fx f;
    fx_open(&f, true);
    fx_fkey(&f, 1);
    ck_assert_str_eq(fx_top_id(&f), "HLP003");
    ck_assert_str_eq(fx_row(&f, 2), " HLP003                  Help for DEMO100 Demo Queues        Line 1 to 18 of 78");
    ck_assert_str_eq(fx_row(&f, 8), " Line commands");
    ck_assert_str_eq(fx_row(&f, 11), "   S          Select");
    ck_assert_str_eq(fx_row(&f, 14), "   /          A menu of these line commands for the row");
    ck_assert_str_eq(fx_row(&f, 19), "   Queue      Not available yet.");
    ck_assert_str_eq(fx_row(&f, 21), "   Options    1. Settings... (SETTINGS); 2. Colours... (COLOURS); 3. Command");
    fx_fkey(&f, 8);
    ck_assert_str_eq(fx_row(&f, 2), " HLP003                  Help for DEMO100 Demo Queues       Line 19 to 36 of 78");
    fx_command(&f, "find retrieve");
    ck_assert_int_eq(fx_msg(&f), MSG_FOUND_LINE);
    ck_assert_str_eq(console_message(f.c)->short_text, "Found on line 54");
    ck_assert_str_eq(fx_row(&f, 5), "   RETRIEVE   Bring back the previous command; again for older ones. Syntax:");
    fx_assert_cursor(&f, 5, 3);
    fx_command(&f, "find retrieve");                    /* again: the next one */
    ck_assert_str_eq(console_message(f.c)->short_text, "Found on line 55");
    fx_assert_cursor(&f, 6, 14);
    fx_command(&f, "rfind");                            /* RFIND: none after line 55, so from the top */
    ck_assert_str_eq(console_message(f.c)->short_text, "Found on line 54");
    fx_command(&f, "find nowhere-to-be-found");
    ck_assert_int_eq(fx_msg(&f), MSG_NOT_FOUND_TEXT);
    fx_command(&f, "find");
    ck_assert_int_eq(fx_msg(&f), MSG_MISSING_VALUE);
    ck_assert_int_eq(textview_lines(console_top(f.c)), 78);
    fx_fkey(&f, 3);
    ck_assert_str_eq(fx_top_id(&f), "DEMO100");
    fx_close(&f);
}
END_TEST

/* The keys help lists, for each key, what the keylist that dispatches keys says — after KEYS too. */
START_TEST(keys_help_from_the_dispatching_keylist)
{
    struct fx f;
    fx_open(&f, true);
    fx_command(&f, "keys f6 retrieve");
    fx_command(&f, "keys f5");
    fx_command(&f, "keys f11 =2");
    const struct keylist *kl = console_keys(f.c, console_top(f.c));
    fx_command(&f, "keyshelp");
    ck_assert_str_eq(fx_top_id(&f), "HLP001");
    int row = 8;
    for (const struct key_binding *b = kl->keys; b->key && row < 22; b++, row++) {
        char name[16], want[128];
        snprintf(want, sizeof want, " %-9s %-9s", ui_key_name(b->key, name, sizeof name), b->cmd);
        ck_assert_msg(strncmp(fx_row(&f, row), want, strlen(want)) == 0, "row %d '%s', want '%s'", row, f.row, want);
    }
    ck_assert_str_eq(fx_row(&f, 11), " F6        retrieve  Bring back the previous command; again for older ones");
    ck_assert_str_eq(fx_row(&f, 15), " F11       =2        The command string typed on the command line");
    fx_command(&f, "f ctrl-k");                         /* the editing keys follow the function keys */
    ck_assert_str_eq(console_message(f.c)->short_text, "Found in row 17");
    ck_assert_str_eq(fx_row(&f, 8), " Ctrl-K              Erase EOF: clear the field from the cursor to its end");
    fx_command(&f, "f esc");                            /* Esc, last of the editing keys */
    ck_assert_str_eq(fx_row(&f, 8), " Esc                 Close a pull-down or pop-up, as F12 (Cancel) does");
    fx_fkey(&f, 3);
    ck_assert_str_eq(fx_row(&f, 22), " F1=Help  F3=Exit  F5=Refresh  F6=Retrieve  F7=Backward  F8=Forward  F10=Left");
    ck_assert_str_eq(fx_row(&f, 23), " F11==2  F12=Cancel");
    fx_fkey(&f, 6);                                     /* F6 dispatches RETRIEVE */
    ck_assert_str_eq(fx_row(&f, 3), " Command ===> f esc___________________________________________ Scroll ===> PAGE");
    fx_command(&f, "keys f6 nonsense");
    ck_assert_int_eq(fx_msg(&f), MSG_INVALID_OPERAND);
    ck_assert_str_eq(console_message(f.c)->long_text, "nonsense is not valid after KEYS. The syntax is KEYS [Fn [command]].");
    fx_command(&f, "keys f6");                          /* back to its own: nothing */
    ck_assert_ptr_null(keylist_command(console_keys(f.c, console_top(f.c)), UIK_F(6)));
    fx_close(&f);
}
END_TEST

/* ---- prompts ------------------------------------------------------------------------------ */

START_TEST(prompt_an_enumeration)
{
    struct fx f;
    open_qmgr(&f, "clwluseq");
    fx_fkey(&f, 4);
    ck_assert_str_eq(fx_top_id(&f), "PRM001");
    ck_assert_str_eq(fx_row(&f, 7), " Us+---------------- Values of Use local queue (CLWLUSEQ)  Row 1 to 2 of 2 -+");
    ck_assert_str_eq(fx_row(&f, 11), " Su| Act Value Meaning                                                      |__");
    ck_assert_str_eq(fx_row(&f, 12), "   | _   LOCAL A put by a local application uses the local instance of a cl |");
    fx_assert_cursor(&f, 12, 5);                        /* on the first value */
    fx_fkey(&f, 1);                                     /* F1 on it: the field's help, meanings whole */
    ck_assert_str_eq(fx_top_id(&f), "HLP002");
    fx_command(&f, "find 'when there is one'");        /* the end of LOCAL's meaning */
    ck_assert_int_eq(fx_msg(&f), MSG_FOUND_LINE);
    fx_fkey(&f, 3);
    ck_assert_str_eq(fx_top_id(&f), "PRM001");
    console_key(f.c, UIK_HOME);
    fx_fkey(&f, 1);                                     /* elsewhere: the window's help; its long */
    ck_assert_str_eq(fx_top_id(&f), "HLP003");          /* title is cut between words */
    ck_assert_str_eq(fx_row(&f, 2), " HLP003 Help for PRM001 Values of Use local queue...         Line 1 to 18 of 52");
    fx_fkey(&f, 3);
    console_key(f.c, UIK_TAB);                          /* from the window's command line to LOCAL */
    fx_assert_cursor(&f, 12, 5);
    console_key(f.c, UIK_DOWN);
    console_key(f.c, UIK_ENTER);                        /* Enter on ANY chooses it */
    ck_assert_str_eq(fx_top_id(&f), "DEMO210");
    ck_assert_str_eq(field_text(&f, "clwluseq"), "ANY");
    fx_assert_cursor(&f, 7, 46);
    fx_fkey(&f, 3);                                     /* saved: the field was changed */
    ck_assert_str_eq(f.log.saved, "clwluseq=ANY");
    fx_close(&f);
}
END_TEST

/* ? in a field naming clusters: the names the panel gives, sorted, once each; LOCATE, then S. */
START_TEST(prompt_names_with_question_mark)
{
    struct fx f;
    open_qmgr(&f, "repos");
    fx_keys(&f, "?\r");
    ck_assert_str_eq(fx_top_id(&f), "PRM001");
    ck_assert_str_eq(fx_row(&f, 6), " Des+---- Names for Full repository for cluster (REPOS)  Row 1 to 3 of 3 -+____");
    ck_assert_str_eq(fx_row(&f, 11), " Sus| _   CLS1                                                            |____");
    ck_assert_str_eq(fx_row(&f, 12), "    | _   CLS2                                                            |");
    ck_assert_str_eq(fx_row(&f, 13), "    | _   DEMO                                                            |");
    ck_assert_str_eq(fx_row(&f, 14), "    | ************************* Bottom of data ************************** |");
    fx_command(&f, "locate cls2");
    ck_assert_str_eq(fx_row(&f, 11), " Sus| _   CLS2                                                            |____");
    fx_keys(&f, "s\r");
    ck_assert_str_eq(fx_top_id(&f), "DEMO210");
    ck_assert_str_eq(field_text(&f, "repos"), "CLS2");
    fx_close(&f);
}
END_TEST

/* A list field adds the name chosen; F12 leaves the field as it was. */
START_TEST(prompt_list_field_and_cancel)
{
    struct fx f;
    open_qmgr(&f, "suspend");
    fx_keys(&f, "CLS9");
    fx_fkey(&f, 4);
    console_key(f.c, UIK_ENTER);                        /* the first: CLS1 */
    ck_assert_str_eq(field_text(&f, "suspend"), "CLS9,CLS1");
    fx_fkey(&f, 4);
    fx_fkey(&f, 12);
    ck_assert_str_eq(fx_top_id(&f), "DEMO210");
    ck_assert_str_eq(field_text(&f, "suspend"), "CLS9,CLS1");
    fx_close(&f);
}
END_TEST

START_TEST(no_prompt_here)
{
    struct fx f;
    open_qmgr(&f, "descr");
    fx_fkey(&f, 4);
    ck_assert_int_eq(fx_msg(&f), MSG_NO_PROMPT);
    ck_assert_str_eq(fx_top_id(&f), "DEMO210");
    console_key(f.c, UIK_HOME);
    fx_fkey(&f, 4);                                     /* on the command line */
    ck_assert_int_eq(fx_msg(&f), MSG_NO_PROMPT);
    fx_close(&f);
}
END_TEST

/* F4 on the Scroll field: the amounts; the one chosen goes into the field. */
START_TEST(prompt_scroll_amounts)
{
    struct fx f;
    fx_open(&f, true);
    fx_command(&f, "keys f4 prompt");
    console_key(f.c, UIK_HOME);
    console_key(f.c, UIK_TAB);                          /* the Scroll field */
    fx_fkey(&f, 4);
    ck_assert_str_eq(fx_top_id(&f), "PRM001");
    ck_assert_str_eq(fx_row(&f, 5), " S=Selec+---------------------- Scroll Amounts ----- Row 1 to 5 of 5 -+");
    ck_assert_str_eq(fx_row(&f, 10), " _   DEM| _   PAGE  A page: as many lines as the screen shows         |");
    ck_assert_str_eq(fx_row(&f, 13), " _   DEM| _   CSR   The cursor's line to the top (F8) or bottom (F7)  |");
    fx_keys(&f, "\t\t\ts\r");                           /* S on CSR */
    ck_assert_str_eq(fx_row(&f, 3), " Command ===> ________________________________________________ Scroll ===> CSR_");
    fx_close(&f);
}
END_TEST

/* ---- pull-downs and menus ----------------------------------------------------------------- */

START_TEST(options_pulldown)
{
    struct fx f;
    fx_open(&f, true);
    fx_command(&f, "actions");
    console_key(f.c, UIK_TAB);
    console_key(f.c, UIK_TAB);                          /* View, then Options */
    fx_assert_cursor(&f, 0, 15);
    console_key(f.c, UIK_ENTER);
    ck_assert_str_eq(fx_top_id(&f), "POP002");
    ck_assert_str_eq(fx_row(&f, 1), " -------------+------------------------------+---------------------------------");
    ck_assert_str_eq(fx_row(&f, 2), " DEMO100      | __ 1. Settings...            |               Row 1 to 14 of 137");
    ck_assert_str_eq(fx_row(&f, 4), "              |    *. Command line at top    |");
    ck_assert_str_eq(fx_row(&f, 5), " S=Select E=Ed|    4. Command line at bottom |");
    fx_keys(&f, "3\r");                                 /* the current setting */
    ck_assert_int_eq(fx_msg(&f), MSG_CHOICE_UNAVAILABLE);
    ck_assert_str_eq(console_message(f.c)->long_text, "Command line at top is not available: it is the current setting.");
    ck_assert_str_eq(fx_top_id(&f), "POP002");
    console_key(f.c, UIK_BACKSPACE);
    fx_keys(&f, "z\r");
    ck_assert_int_eq(fx_msg(&f), MSG_INVALID_CHOICE);
    console_key(f.c, UIK_BACKSPACE);
    fx_keys(&f, "h\r");                                 /* by its letter: Function keys hidden */
    ck_assert_str_eq(fx_top_id(&f), "DEMO100");
    ck_assert(!console_profile(f.c)->pfshow);
    ck_assert_str_eq(console_message(f.c)->long_text, "The function keys are hidden.");
    fx_assert_cursor(&f, 3, 14);                        /* back on the command line */
    fx_fkey(&f, 10);
    fx_fkey(&f, 10);
    fx_fkey(&f, 12);
    fx_close(&f);
}
END_TEST

/* Enter on a choice line; F12 closes without choosing; a choice's command goes to the panel. */
START_TEST(help_pulldown_and_cancel)
{
    struct fx f;
    fx_open(&f, false);
    console_push(f.c, demo_entry(&f.log));
    fx_fkey(&f, 10);
    console_key(f.c, UIK_LEFT);                         /* Help, the last choice */
    console_key(f.c, UIK_ENTER);
    ck_assert_str_eq(fx_top_id(&f), "POP002");
    fx_fkey(&f, 12);
    ck_assert_str_eq(fx_top_id(&f), "DEMO220");
    console_key(f.c, UIK_ENTER);
    ck_assert_str_eq(fx_row(&f, 2), " DEMO220            Modif| __ 1. Help for this panel |");
    console_key(f.c, UIK_DOWN);                         /* on "Keys and commands" */
    console_key(f.c, UIK_ENTER);
    ck_assert_str_eq(fx_top_id(&f), "HLP001");
    ck_assert_str_eq(fx_row(&f, 2), " HLP001                  Keys and Commands of DEMO220         Row 1 to 14 of 27");
    fx_close(&f);
}
END_TEST

/* The primary menu's Menu pull-down: the options, unavailable ones (not built) shown so. */
START_TEST(primary_menu_pulldown)
{
    struct fx f;
    fx_open(&f, false);
    fx_fkey(&f, 10);
    console_key(f.c, UIK_ENTER);
    ck_assert_str_eq(fx_row(&f, 2), " | __ 1. WLM      |       wlmcon  Primary Option Menu");
    ck_assert_str_eq(fx_row(&f, 3), " |    2. MQ       |____________________________________________________________");
    fx_keys(&f, "x\r");                                 /* Exit, by its letter */
    ck_assert(console_done(f.c));
    fx_close(&f);
}
END_TEST

/* / on a row: its line commands as choices; the one chosen runs as if typed. F4 on a row too. */
START_TEST(row_action_menu)
{
    struct fx f;
    fx_open(&f, true);
    fx_to_row(&f, 2);
    fx_keys(&f, "/\r");
    ck_assert_str_eq(fx_top_id(&f), "POP002");
    ck_assert_str_eq(fx_row(&f, 11), " _   +- Actions for Queue DEMO.Q003 -+   4    2 CLS2");
    ck_assert_str_eq(fx_row(&f, 12), " _   | __ 1. Select (S)              |   5    5 CLS1");
    ck_assert_str_eq(fx_row(&f, 14), " _   |    3. Delete (D)              |   7    1 CLS1");
    fx_keys(&f, "2\r");                                 /* Edit: the entry panel opens */
    ck_assert_str_eq(fx_top_id(&f), "DEMO220");
    ck_assert_int_eq(f.log.nlcmds, 1);
    ck_assert_str_eq(f.log.lcmds[0], "E DEMO.Q003");
    fx_fkey(&f, 3);
    fx_command(&f, "keys f4 prompt");
    fx_to_row(&f, 4);
    fx_fkey(&f, 4);                                     /* F4 in the line-command column */
    ck_assert_str_eq(fx_row(&f, 13), " _   +- Actions for Queue DEMO.Q005 -+   6    8 CLS2");
    fx_keys(&f, "s\r");
    ck_assert_int_eq(f.log.nlcmds, 2);
    ck_assert_str_eq(f.log.lcmds[1], "S DEMO.Q005");
    fx_close(&f);
}
END_TEST

Suite *suite_ui_help(void)
{
    Suite *s = suite_create("ui_help");
    TCase *tc = tcase_create("help");
    tcase_add_test(tc, field_help_from_the_schema);
    tcase_add_test(tc, field_help_of_an_enumeration);
    tcase_add_test(tc, panel_help);
    tcase_add_test(tc, keys_help_from_the_dispatching_keylist);
    suite_add_tcase(s, tc);
    tc = tcase_create("prompts");
    tcase_add_test(tc, prompt_an_enumeration);
    tcase_add_test(tc, prompt_names_with_question_mark);
    tcase_add_test(tc, prompt_list_field_and_cancel);
    tcase_add_test(tc, no_prompt_here);
    tcase_add_test(tc, prompt_scroll_amounts);
    suite_add_tcase(s, tc);
    tc = tcase_create("choices");
    tcase_add_test(tc, options_pulldown);
    tcase_add_test(tc, help_pulldown_and_cancel);
    tcase_add_test(tc, primary_menu_pulldown);
    tcase_add_test(tc, row_action_menu);
    suite_add_tcase(s, tc);
    return s;
}
