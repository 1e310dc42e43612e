/* tests/check_wlm_records.c — the fixed-record join and cut (import/wlmxml/wlmxml_records.c):
 * records of a small length, each rule of the join on its own, the map back to the downloaded
 * file's lines and columns, the repair of a '>'-newline that was a record end, and the cut for
 * upload read back to the same stream. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "import/wlmxml/wlmxml_records.h"

/* Joins in with records of reclen bytes and checks the stream is want. */
static void assert_join(const char *in, unsigned reclen, const char *want, struct wlmxml_joined *j)
{
    ck_assert_int_eq(wlmxml_records_join(in, strlen(in), reclen, j), WLMXML_JOINED);
    ck_assert_uint_eq(j->len, strlen(want));
    ck_assert_mem_eq(j->buf, want, j->len);
}

/* A newline at the record length ends a record and is dropped: "<A>x" + "yz</A>" is one value. */
START_TEST(full_record_newline_dropped)
{
    struct wlmxml_joined j;
    assert_join("<A>xy\nz</A>\n", 5, "<A>xyz</A>", &j);
    ck_assert_uint_eq(j.records, 2);
    ck_assert_uint_eq(j.nrepaired, 0);
    /* 'z' is line 2 column 1 of the file; '<' of "</A>" column 2 */
    ck_assert_uint_eq(j.line[5], 2);
    ck_assert_uint_eq(j.col[5], 1);
    ck_assert_uint_eq(j.col[6], 2);
    wlmxml_joined_free(&j);
}
END_TEST

/* A newline after '>' before the record length is the stream's and counts one byte. */
START_TEST(newline_after_gt_is_the_streams)
{
    struct wlmxml_joined j;
    /* record 1: "<A>\n<B>" (7 bytes of 8), then 1 byte "x": the record is full at 'x' */
    assert_join("<A>\n<B>x\n</B></A>\n", 8, "<A>\n<B>x</B></A>", &j);
    ck_assert_uint_eq(j.records, 2);
    wlmxml_joined_free(&j);
}
END_TEST

/* Any other newline before the record length ends a record whose blanks were stripped: they are
 * put back (a description cut at its blank, "Database workloads"). */
START_TEST(stripped_blanks_put_back)
{
    struct wlmxml_joined j;
    /* records of 8: "<D>Data " (its blank stripped) and "base</D>" */
    assert_join("<D>Data\nbase</D>\n", 8, "<D>Data base</D>", &j);
    ck_assert_uint_eq(j.records, 2);
    /* the blank maps to where it stood: line 1, column 8 (after "<D>Data") */
    ck_assert_uint_eq(j.line[7], 1);
    ck_assert_uint_eq(j.col[7], 8);
    ck_assert_uint_eq(j.line[8], 2);
    ck_assert_uint_eq(j.col[8], 1);
    wlmxml_joined_free(&j);
}
END_TEST

/* Blanks stripped right after a '>' read as a stream newline; when the record then runs past its
 * length, that newline was the record's end: the count restarts there and it is noted. */
START_TEST(gt_newline_repaired)
{
    struct wlmxml_joined j;
    /* records of 6: "<A>   " stripped to "<A>", then "<B>b</" and "B></A>": the newline after
     * "<A>" is read as the stream's, "<B>b</" then runs past 6, so it was the record end */
    assert_join("<A>\n<B>b</\nB></A>\n", 6, "<A>\n<B>b</B></A>", &j);
    ck_assert_uint_eq(j.nrepaired, 1);
    ck_assert_uint_eq(j.repaired[0], 3);
    ck_assert_uint_eq(j.records, 3);
    wlmxml_joined_free(&j);
    /* records of 4: "<A>\n", "<B>x", "</B>": the stream's newline fills the first record */
    assert_join("<A>\n\n<B>x\n</B>\n", 4, "<A>\n<B>x</B>", &j);
    ck_assert_uint_eq(j.nrepaired, 0);
    wlmxml_joined_free(&j);
    /* the last record "</B> " stripped: its newline after '>' reads as the stream's */
    assert_join("<A>\n<B>xy\n</B>\n", 5, "<A>\n<B>xy</B>\n", &j);
    ck_assert_uint_eq(j.nrepaired, 1);
    ck_assert_uint_eq(j.repaired[0], 3);
    wlmxml_joined_free(&j);
}
END_TEST

/* A line longer than the record length is not a record download. */
START_TEST(long_line_is_not_records)
{
    struct wlmxml_joined j;
    ck_assert_int_eq(wlmxml_records_join("abcdef\n", 7, 5, &j), WLMXML_NOT_RECORDS);
    ck_assert_ptr_null(j.buf);
    ck_assert_int_eq(wlmxml_records_join("x", 1, 0, &j), WLMXML_NOT_RECORDS);
}
END_TEST

/* The cut for upload: records without trailing blanks, read back to the same stream. */
START_TEST(split_reads_back)
{
    const char *stream = "<R>\n<D>Database workloads</D>\n<E/>\n</R>\n";
    size_t n = 0;
    char *rec = wlmxml_records_split(stream, strlen(stream), 12, &n);
    ck_assert_ptr_nonnull(rec);
    ck_assert_str_eq(rec, "<R>\n<D>Datab\nase workload\ns</D>\n<E/>\n<\n/R>\n\n");
    struct wlmxml_joined j;
    ck_assert_int_eq(wlmxml_records_join(rec, n, 12, &j), WLMXML_JOINED);
    /* the last record is padded back with blanks, as a data set holds it */
    ck_assert_uint_eq(j.len, 48);
    ck_assert_mem_eq(j.buf, stream, strlen(stream));
    ck_assert_uint_eq(strspn(j.buf + strlen(stream), " "), 48 - strlen(stream));
    wlmxml_joined_free(&j);
    free(rec);
}
END_TEST

/* What the records cannot carry is refused with its offset: a newline inside a value, blanks
 * after a '>' at a record end. */
START_TEST(split_refuses)
{
    size_t n = 0;
    ck_assert_ptr_null(wlmxml_records_split("<D>a\nb</D>", 10, 80, &n));
    ck_assert_uint_eq(n, 5);
    ck_assert_ptr_null(wlmxml_records_split("<A>  <B/>", 9, 5, &n));
    ck_assert_uint_eq(n, 4);
}
END_TEST

Suite *suite_wlm_records(void)
{
    Suite *s = suite_create("wlm_records");
    TCase *tc = tcase_create("join");
    tcase_add_test(tc, full_record_newline_dropped);
    tcase_add_test(tc, newline_after_gt_is_the_streams);
    tcase_add_test(tc, stripped_blanks_put_back);
    tcase_add_test(tc, gt_newline_repaired);
    tcase_add_test(tc, long_line_is_not_records);
    tcase_add_test(tc, split_reads_back);
    tcase_add_test(tc, split_refuses);
    suite_add_tcase(s, tc);
    return s;
}
