/* ui/engine/cua.c — CUA element names and golden-screen letters; see cua.h. */
#include "ui/engine/cua.h"

#include <strings.h>

static const struct {
    const char *name;
    char letter;
} elems[CUA_NELEMS] = {
    [CUA_NT] = {"NT", '.'},     [CUA_AB] = {"AB", 'a'},     [CUA_ABSL] = {"ABSL", '-'},
    [CUA_PT] = {"PT", 't'},     [CUA_PIN] = {"PIN", 'i'},   [CUA_FP] = {"FP", 'p'},
    [CUA_NEF] = {"NEF", 'n'},   [CUA_CEF] = {"CEF", 'c'},   [CUA_LEF] = {"LEF", 'l'},
    [CUA_CH] = {"CH", 'h'},     [CUA_ET] = {"ET", 'e'},     [CUA_DT] = {"DT", 'd'},
    [CUA_EE] = {"EE", 'E'},     [CUA_SAC] = {"SAC", 's'},   [CUA_SUC] = {"SUC", 'u'},
    [CUA_PS] = {"PS", 'P'},     [CUA_SI] = {"SI", 'S'},     [CUA_VOI] = {"VOI", 'v'},
    [CUA_CT] = {"CT", 'C'},     [CUA_WT] = {"WT", 'W'},     [CUA_WASL] = {"WASL", '='},
    [CUA_INFO] = {"INFO", 'I'}, [CUA_WARN] = {"WARN", 'Y'}, [CUA_ACTION] = {"ACTION", 'X'},
};

const char *cua_name(enum cua_elem e)
{
    return e < CUA_NELEMS ? elems[e].name : "NT";
}

int cua_from_name(const char *name)
{
    for (int e = 0; e < CUA_NELEMS; e++)
        if (strcasecmp(name, elems[e].name) == 0)
            return e;
    return -1;
}

char cua_letter(enum cua_elem e)
{
    return e < CUA_NELEMS ? elems[e].letter : '?';
}
