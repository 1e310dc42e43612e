/* ui/engine/theme.c — the built-in classic ISPF theme and colour helpers; see theme.h. */
#include "ui/engine/theme.h"

#include <stdio.h>

#define S(f, a) {THEME_##f, THEME_DEFAULT, a}

static const struct theme classic = {
    "classic",
    "Classic ISPF: the 3270 colours on the terminal's background",
    {
        [CUA_NT] = S(BLUE, 0),
        [CUA_AB] = S(WHITE, 0),
        [CUA_ABSL] = S(BLUE, 0),
        [CUA_PT] = S(BLUE, TA_BOLD),
        [CUA_PIN] = S(GREEN, 0),
        [CUA_FP] = S(GREEN, 0),
        [CUA_NEF] = S(TURQ, TA_UNDERLINE),
        [CUA_CEF] = S(TURQ, TA_UNDERLINE),
        [CUA_LEF] = S(TURQ, TA_UNDERLINE),
        [CUA_CH] = S(WHITE, TA_BOLD),
        [CUA_ET] = S(TURQ, TA_BOLD),
        [CUA_DT] = S(BLUE, 0),
        [CUA_EE] = S(RED, TA_BOLD | TA_REVERSE),
        [CUA_SAC] = S(WHITE, 0),
        [CUA_SUC] = S(BLUE, 0),
        [CUA_PS] = S(TURQ, 0),
        [CUA_SI] = S(WHITE, TA_BOLD),
        [CUA_VOI] = S(GREEN, 0),
        [CUA_CT] = S(YELLOW, 0),
        [CUA_WT] = S(RED, TA_BOLD),
        [CUA_WASL] = S(BLUE, 0),
        [CUA_INFO] = S(WHITE, TA_BOLD),
        [CUA_WARN] = S(YELLOW, TA_BOLD),
        [CUA_ACTION] = S(RED, TA_BOLD),
    },
};

const struct theme *theme_classic(void)
{
    return &classic;
}

unsigned theme_mono_attrs(const struct theme *t, enum cua_elem e)
{
    unsigned a = t->style[e].attrs;
    switch (e) {
    case CUA_PT:
    case CUA_CH:
    case CUA_ET:
    case CUA_SI:
    case CUA_WT:
    case CUA_INFO:
    case CUA_WARN:
    case CUA_ACTION:
        return a | TA_BOLD;
    case CUA_EE:
        return a | TA_REVERSE;
    case CUA_SUC:
        return a & ~(unsigned)TA_BOLD;
    default:
        return a;
    }
}

short theme_color_fit(short c, int ncolors)
{
    if (c < 0 || c < ncolors || c < 8)
        return c;
    if (c < 16)
        return (short)(c - 8);
    if (c < 232) {
        int v = c - 16, r = v / 36, g = v / 6 % 6, b = v % 6;
        return (short)((r >= 3 ? 1 : 0) | (g >= 3 ? 2 : 0) | (b >= 3 ? 4 : 0));
    }
    return c < 244 ? THEME_BLACK : THEME_WHITE;
}

const char *theme_color_name(short c, char *out, unsigned len)
{
    static const char *const names[] = {"black", "red", "green", "yellow", "blue", "pink", "turquoise",
                                        "white"};
    if (c < 0)
        snprintf(out, len, "default");
    else if (c < 8)
        snprintf(out, len, "%s", names[c]);
    else
        snprintf(out, len, "%d", c);
    return out;
}
