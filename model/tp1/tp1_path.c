/* model/tp1/tp1_path.c — the path of an OpenTP1 object (system_def.path): the node, the file of its
 * definition directory, the command within the file by its place among the file's commands of its
 * name: `NODE(node1)`, `NODE(node1) FILE(scd)`, `NODE(node1) FILE(scd) scdmulti#2`. */
#include "model/tp1/tp1.h"

#include <stdio.h>

char *tp1_path(const struct pol_object *obj, char *buf, size_t n)
{
    const struct pol_object *file = obj->parent && obj->parent->parent ? obj->parent : obj->parent ? obj : NULL;
    int w = snprintf(buf, n, "NODE(%s)", obj->top->name);
    if (file && w >= 0 && (size_t)w < n)
        w += snprintf(buf + w, n - (size_t)w, " FILE(%s)", file->name);
    if (file != obj && obj->parent && w >= 0 && (size_t)w < n)
        snprintf(buf + w, n - (size_t)w, " %s#%u", obj->kind->native, (unsigned)obj->position);
    return buf;
}
