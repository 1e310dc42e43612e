/* tests/fuzz/fuzz_tp1def.c — libFuzzer harness for the reader of OpenTP1 definition directories
 * (import/tp1def) and its writer: the input split at each line "--" into the files scd, betranrc,
 * usrrc and a user service definition srv (after `set service_group="g"`), read as node n1 into an
 * in-memory policy, then every file written back through the source layout into memory. Neither
 * must crash, hang or leak, whatever the bytes (Shift_JIS or not, continuations, quotes). Run:
 *   make fuzz && mkdir -p build/fuzz/tp1def && build/fuzz/fuzz_tp1def build/fuzz/tp1def tests/fuzz/corpus/tp1def */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "import/import.h"
#include "import/tp1def/tp1def.h"
#include "model/tp1/tp1.h"

static char dir[64];
static const char *const names[] = {"scd", "betranrc", "usrrc", "srv"};

static void remove_dir(void)
{
    char path[128];
    for (size_t i = 0; i < 4; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        unlink(path);
    }
    rmdir(dir);
}

static enum export_status open_buf(void *ctx, const char *name, struct export_out **o, struct export_error *err)
{
    (void)name;
    return export_out_buffer(ctx, o, err);
}

static enum export_status close_buf(void *ctx, struct export_out *o, struct export_error *err)
{
    (void)ctx;
    return export_out_close(o, err);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int registered;
    static const struct import_format *const readers[] = {&tp1def_format, NULL};
    static const struct export_format *const writers[] = {&tp1def_export_format, NULL};
    if (!registered) {
        registered = 1;
        schema_register(&tp1_system_def);
        import_register(readers, writers);
        snprintf(dir, sizeof dir, "/tmp/wlmcon-fuzz-%ld-tp1", (long)getpid());
        mkdir(dir, 0700);
        atexit(remove_dir);
    }
    const char *p = (const char *)data, *end = p + size;
    for (size_t i = 0; i < 4; i++) {
        char path[128];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        FILE *f = fopen(path, "wb");
        if (!f)
            return 0;
        if (i == 3)
            fputs("set service_group=\"g\"\n", f);
        const char *cut = p;
        while (cut < end && !(cut + 3 <= end && memcmp(cut, "--\n", 3) == 0 && (cut == p || cut[-1] == '\n')))
            cut++;
        fwrite(p, 1, (size_t)(cut - p), f);
        fclose(f);
        p = cut < end ? cut + 3 : end;
    }
    struct import_file files[1] = {{dir, (const struct import_option[]){{"node", "n1"}, {NULL, NULL}}, NULL}};
    struct import_hooks hooks = {0};
    struct import_summary sum = {0};
    struct policy pol;
    struct diag_list diags;
    policy_init(&pol);
    diag_init(&diags, 100);
    if (import_files(files, 1, &pol, &hooks, &diags, &sum) == IMPORT_OK && pol.ntops) {
        struct textbuf tb = {0};
        struct export_files fs = {open_buf, close_buf, &tb};
        struct export_error err;
        tp1def_export_format.write_files(&fs, pol.tops[0], NULL, &err);
        tb_free(&tb);
    }
    diag_free(&diags);
    policy_free(&pol);
    return 0;
}
