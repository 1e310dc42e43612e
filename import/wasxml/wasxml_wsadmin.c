/* import/wasxml/wasxml_wsadmin.c — a server's settings as a wsadmin (Jython) script to run on a
 * real cell: `wsadmin -lang jython -f wsadmin.py`.
 *
 * Live statements set only what IBM's documentation confirms, each with its source in a comment:
 * - the server's custom property WLMStatefulSession (Server Infrastructure > Administration >
 *   Administration services > Custom properties; WASDOC_WASTSK), as a Property of the server's
 *   AdminService;
 * - the WebSphere variables server_use_wlm_to_queue_work and server_work_distribution_algorithm
 *   (WASDOC_RB, APAR PK93395), as VariableSubstitutionEntry rows of the server's VariableMap.
 * What is not confirmed (the configuration attributes behind the console's Server instance
 * fields, the was.env variables wlm_minimumSRCount and wlm_maximumSRCount, research/wlm.md §4.3 and
 * addendum F) is written as a comment `# unverified: …`, never as a statement, so the script
 * cannot fail on a real cell for want of a name. The collection name and the application
 * environment are WLM's and the server's start-up settings, not wsadmin's: comments too. */
#include "import/wasxml/wasxml_int.h"

#include <string.h>

#include "model/was/was.h"
#include "model/was/was_docs.h"

/* Appends s as a Python string literal in single quotes. */
static void py_str(struct textbuf *tb, const char *s)
{
    tb_puts(tb, "'");
    for (; *s; s++) {
        if (*s == '\\' || *s == '\'')
            tb_puts(tb, "\\");
        tb_putn(tb, s, 1);
    }
    tb_puts(tb, "'");
}

/* Appends s for a comment: a line break would end it, so it is written as a blank. */
static void comment_text(struct textbuf *tb, const char *s)
{
    for (; *s; s++)
        tb_putn(tb, *s == '\n' || *s == '\r' ? " " : s, 1);
}

/* One setting of the console that the script does not set: `# unverified: NAME = VALUE  (why)`. */
static void unverified(struct textbuf *tb, const char *name, const char *value, const char *why)
{
    tb_printf(tb, "# unverified: %s = ", name);
    comment_text(tb, value);
    tb_printf(tb, "  (%s)\n", why);
}

static const char prelude[] =
    "\n"
    "def setVariable(scope, name, value):\n"
    "    vmap = AdminConfig.list('VariableMap', scope).splitlines()[0]\n"
    "    for entry in AdminConfig.list('VariableSubstitutionEntry', vmap).splitlines():\n"
    "        if AdminConfig.showAttribute(entry, 'symbolicName') == name:\n"
    "            AdminConfig.modify(entry, [['value', value]])\n"
    "            return\n"
    "    AdminConfig.create('VariableSubstitutionEntry', vmap, [['symbolicName', name], ['value', value]])\n"
    "\n"
    "def setCustomProperty(parent, name, value):\n"
    "    for prop in AdminConfig.list('Property', parent).splitlines():\n"
    "        if AdminConfig.showAttribute(prop, 'name') == name:\n"
    "            AdminConfig.modify(prop, [['value', value]])\n"
    "            return\n"
    "    AdminConfig.create('Property', parent, [['name', name], ['value', value]])\n"
    "\n";

void wasxml_write_wsadmin(struct textbuf *tb, const struct pol_object *server)
{
    const struct pol_object *node = server->parent, *cell = server->top;
    tb_puts(tb, "# wsadmin -lang jython -f wsadmin.py\n# The settings of application server ");
    comment_text(tb, server->name);
    tb_puts(tb, " of node ");
    comment_text(tb, node->name);
    tb_puts(tb, ", cell ");
    comment_text(tb, cell->name);
    tb_puts(tb, ", as wlmcon keeps them.\n# Lines starting `# unverified:` are settings whose names IBM's "
                "documentation does not\n# confirm: set them in the administrative console.\n");
    tb_puts(tb, prelude);
    tb_puts(tb, "server = AdminConfig.getid(");
    tb_puts(tb, "'/Cell:' + ");
    py_str(tb, cell->name);
    tb_puts(tb, " + '/Node:' + ");
    py_str(tb, node->name);
    tb_puts(tb, " + '/Server:' + ");
    py_str(tb, server->name);
    tb_puts(tb, " + '/')\nif not server:\n    raise Exception('server not found: ' + ");
    py_str(tb, server->name);
    tb_puts(tb, ")\n\n");

    const char *even = pol_get_key(server, "even_distribution");
    if (even) {
        tb_puts(tb, "# " WASDOC_WASTSK "\n");
        tb_puts(tb, "setCustomProperty(AdminConfig.list('AdminService', server).splitlines()[0], "
                    "'WLMStatefulSession', ");
        py_str(tb, even);
        tb_puts(tb, ")\n");
    }
    const char *queue = pol_get_key(server, "use_wlm_queue"), *alg = pol_get_key(server, "algorithm");
    if (queue || alg)
        tb_puts(tb, "# " WASDOC_RB "\n");
    if (queue) {
        tb_puts(tb, "setVariable(server, 'server_use_wlm_to_queue_work', ");
        py_str(tb, queue);
        tb_puts(tb, ")\n");
    }
    if (alg) {
        tb_puts(tb, "setVariable(server, 'server_work_distribution_algorithm', ");
        py_str(tb, alg);
        tb_puts(tb, ")\n");
    }

    tb_puts(tb, "\n# Server instance (Java and process management > Server instance): "
                WASDOC_SRVINST "\n");
    static const struct {
        const char *key, *name;
    } instance[] = {
        {"multiple_instances", "enableMultipleServerInstances"},
        {"min_servants", "minimumNumOfInstances"},
        {"max_servants", "maximumNumberOfInstances"},
    };
    for (size_t i = 0; i < sizeof instance / sizeof instance[0]; i++) {
        const char *v = pol_get_key(server, instance[i].key);
        if (v)
            unverified(tb, instance[i].name, v, "the console's field is documented, not its configuration attribute");
    }
    const char *min = pol_get_key(server, "min_servants"), *max = pol_get_key(server, "max_servants");
    if (min)
        unverified(tb, "wlm_minimumSRCount", min, "a was.env variable name research could not confirm");
    if (max)
        unverified(tb, "wlm_maximumSRCount", max, "a was.env variable name research could not confirm");
    const char *cn = pol_get_key(server, "collection"), *ae = pol_get_key(server, "applenv");
    if (cn || ae)
        tb_puts(tb, "\n# Set outside wsadmin (the server's WLM classification):\n");
    if (cn) {
        tb_puts(tb, "#   collection name (CN qualifier of subsystem type CB): ");
        comment_text(tb, cn);
        tb_puts(tb, "\n");
    }
    if (ae) {
        tb_puts(tb, "#   WLM application environment: ");
        comment_text(tb, ae);
        tb_puts(tb, "\n");
    }
    tb_puts(tb, "\nAdminConfig.save()\n");
}
