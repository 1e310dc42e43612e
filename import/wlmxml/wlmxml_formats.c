/* import/wlmxml/wlmxml_formats.c — the WLM formats as import/ tries and lists them; see
 * wlmxml_formats.h. */
#include "import/wlmxml/wlmxml_formats.h"

#include "import/wlmxml/wlmxml_export.h"
#include "import/wlmxml/wlmxml_int.h"
#include "import/wlmreport/wlmreport.h"

/* Known by its XML declaration and root element. */
static enum import_claim xml_claim(const struct import_input *in)
{
    return wlmxml_detect(in->buf, in->len) ? IMPORT_CERTAIN : IMPORT_NOT;
}

static const struct import_format xml_format = {
    .name = "WLM XML", .system = "wlm", .certainty = IMPORT_MARKED, .options = wlmxml_options,
    .detect = xml_claim, .read = wlmxml_read, .what = "a z/OS WLM service definition in XML"};

/* Known by its INMR01 control record; recognised only (no `what`): its read says what the file is
 * and how to get the XML. */
static enum import_claim xmit_claim(const struct import_input *in)
{
    return xmit_detect(in->buf, in->len) ? IMPORT_CERTAIN : IMPORT_NOT;
}

static const struct import_format xmit_format = {
    .name = "TSO TRANSMIT", .system = "wlm", .certainty = IMPORT_MARKED, .detect = xmit_claim,
    .read = xmit_read};

const struct import_format *const wlm_readers[] = {&xml_format, &xmit_format, &wlmreport_import_format, NULL};

const struct export_format *const wlm_writers[] = {&wlmxml_export_format, &wlmreport_export_format, NULL};
