/* import/mqsc/mqsc_formats.c — the MQ formats as import/ tries and lists them; see mqsc_formats.h. */
#include "import/mqsc/mqsc_formats.h"

#include "import/mqsc/mqsc_export.h"
#include "import/mqsc/mqsc_reader.h"

/* A qm.ini is known by its stanza lines. */
static enum import_claim ini_claim(const struct import_input *in)
{
    return mqsc_ini_detect(in->buf, in->len) ? IMPORT_CERTAIN : IMPORT_NOT;
}

/* runmqsc output by its message lines. */
static enum import_claim status_claim(const struct import_input *in)
{
    return mqstatus_detect(in->buf, in->len) ? IMPORT_CERTAIN : IMPORT_NOT;
}

static const struct import_format ini_format = {
    .name = "qm.ini", .system = "mq", .certainty = IMPORT_SIGNED, .options = mqsc_qmgr_options,
    .detect = ini_claim, .read = mqsc_ini_read, .what = "a qm.ini (its AutoCluster and Variables stanzas)"};

static const struct import_format status_format = {
    .name = "MQ status", .system = "mq", .certainty = IMPORT_SIGNED, .options = mqsc_qmgr_options,
    .detect = status_claim, .read = mqstatus_read,
    .what = "runmqsc output of DISPLAY CLUSQMGR or DISPLAY CHSTATUS"};

/* MQSC takes any text of words and `*` comments: tried after every other format. */
static const struct import_format mqsc_format = {
    .name = "MQSC", .system = "mq", .certainty = IMPORT_ANY_TEXT, .options = mqsc_options,
    .native = &mqsc_native, .detect = mqsc_claim, .read = mqsc_read,
    .what = "MQSC commands (a script or a dmpmqcfg dump)"};

const struct import_format *const mq_readers[] = {&ini_format, &status_format, &mqsc_format, NULL};

const struct export_format *const mq_writers[] = {&mqsc_export_format, NULL};
