/* import/wlmxml/wlmxml_formats.c — the WLM formats as import/ tries and lists them; see
 * wlmxml_formats.h. */
#include "import/wlmxml/wlmxml_formats.h"

#include "import/wlmxml/wlmxml_export.h"
#include "import/wlmxml/wlmxml_int.h"

/* Known by its XML declaration and root element. */
static enum import_claim xml_claim(const struct import_input *in)
{
    return wlmxml_detect(in->buf, in->len) ? IMPORT_CERTAIN : IMPORT_NOT;
}

static const struct import_format xml_format = {
    .name = "WLM XML", .system = "wlm", .certainty = IMPORT_MARKED, .options = wlmxml_options,
    .detect = xml_claim, .read = wlmxml_read, .what = "a z/OS WLM service definition in XML"};

const struct import_format *const wlm_readers[] = {&xml_format, NULL};

const struct export_format *const wlm_writers[] = {&wlmxml_export_format, NULL};
