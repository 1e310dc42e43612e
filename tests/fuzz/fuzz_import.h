/* tests/fuzz/fuzz_import.h — the body the reader harnesses share: the input bytes written to a
 * scratch file of the process (removed at exit) after a prefix, then read by import_files() into
 * an in-memory policy, with a second file of fixed text after it where a harness wants one. Header-only: each harness is one translation unit (Makefile, "fuzz"). */
#ifndef WLMCON_TESTS_FUZZ_IMPORT_H
#define WLMCON_TESTS_FUZZ_IMPORT_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "import/import.h"
#include "import/mqsc/mqsc_formats.h"
#include "import/wasxml/wasxml_formats.h"
#include "import/notesini/notesini_formats.h"
#include "import/wlmxml/wlmxml_formats.h"
#include "model/domino/domino.h"
#include "model/mq/mq.h"
#include "model/was/was.h"
#include "model/wlm/wlm.h"

static char fuzz_path[2][64];

/* The option the harness's value goes to ("qmgr"; the WebSphere harness's "was-server"). */
static const char *fuzz_option = "qmgr";

static void fuzz_remove_file(void)
{
    unlink(fuzz_path[0]);
    if (fuzz_path[1][0])
        unlink(fuzz_path[1]);
}

/* Writes prefix then data[0..size) to the scratch file i (/tmp/wlmcon-fuzz-PID-i.ext); false when
 * it cannot be written. */
static int fuzz_write(int i, const char *ext, const char *prefix, const uint8_t *data, size_t size)
{
    if (!fuzz_path[i][0])
        snprintf(fuzz_path[i], sizeof fuzz_path[i], "/tmp/wlmcon-fuzz-%ld-%d.%s", (long)getpid(), i, ext);
    FILE *f = fopen(fuzz_path[i], "wb");
    if (!f)
        return 0;
    fputs(prefix, f);
    fwrite(data, 1, size, f);
    return fclose(f) == 0;
}

/* Reads prefix (may be "") and data[0..size) as a scratch file of extension ext for queue manager
 * qmgr (NULL: none given), then, when then_text is not NULL, then_text as a second file of
 * extension then_ext with the same options (a script after the INI it takes its inserts from).
 * Always 0, as libFuzzer wants. */
static int fuzz_import_after(const uint8_t *data, size_t size, const char *ext, const char *prefix,
                             const char *qmgr, const char *then_text, const char *then_ext)
{
    static int registered;
    if (!registered) {
        registered = 1;
        atexit(fuzz_remove_file);
        /* the systems as the registry (ui/systems.c, not linked here) registers them */
        schema_register(&mq_system_def);
        schema_register(&wlm_system_def);
        schema_register(&domino_system_def);
        import_register(mq_readers, mq_writers);
        import_register(wlm_readers, wlm_writers);
        schema_register(&was_system_def);
        import_register(was_readers, was_writers);
        import_register(domino_readers, domino_writers);
    }
    if (!fuzz_write(0, ext, prefix, data, size) ||
        (then_text && !fuzz_write(1, then_ext, "", (const uint8_t *)then_text, strlen(then_text))))
        return 0;
    struct import_file files[2] = {{fuzz_path[0], (const struct import_option[]){{fuzz_option, qmgr}, {NULL, NULL}}, NULL}, {fuzz_path[1], (const struct import_option[]){{fuzz_option, qmgr}, {NULL, NULL}}, NULL}};
    struct import_hooks hooks = {0};
    struct import_summary sum = {0};
    struct policy pol;
    struct diag_list diags;
    policy_init(&pol);
    diag_init(&diags, 100);
    import_files(files, then_text ? 2 : 1, &pol, &hooks, &diags, &sum);
    diag_free(&diags);
    policy_free(&pol);
    return 0;
}

/* Reads prefix (may be "") and data[0..size) as the file /tmp/wlmcon-fuzz-PID-0.ext, for queue
 * manager qmgr (NULL: none given). Always 0, as libFuzzer wants. */
static int fuzz_import(const uint8_t *data, size_t size, const char *ext, const char *prefix,
                       const char *qmgr)
{
    return fuzz_import_after(data, size, ext, prefix, qmgr, NULL, NULL);
}

#endif
