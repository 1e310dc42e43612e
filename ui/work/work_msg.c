/* ui/work/work_msg.c — the messages of the work panels; see work_msg.h. */
#include "ui/work/work_msg.h"

static const struct msg_def messages[] = {
    {MSG_IMPORTED, "IMP001", MSGT_INFO, false, "Imported", "&1",
     "The files were imported together, in one transaction recorded in the journal as the batch "
     "named. The result panel lists the warnings and information found; they did not stop the "
     "import. Option 5 (Validate) checks the policy as it is now; option 9 (History) shows the "
     "batch and can undo it."},
    {MSG_NOT_IMPORTED, "IMP002", MSGT_ACTION, true, "Nothing imported", "&1 The store is unchanged.",
     "An import is all or nothing: when a file cannot be read or has an error, nothing of any of "
     "the files is written. The result panel lists the problems, errors first, file by file; B on "
     "one shows it whole with its line and column. Correct the file and import it again."},
    {MSG_IMPORT_STOPPED, "IMP003", MSGT_WARN, true, "Import stopped",
     "The import was stopped: nothing was imported and the store is unchanged.",
     "Ctrl-C was pressed while the import ran. Its transaction was rolled back, so the store is as "
     "it was before; nothing needs undoing. Import the files again when ready."},
    {MSG_NO_FILES, "IMP004", MSGT_WARN, true, "No file selected",
     "Type S next to the files to import and press Enter; S again on a file deselects it.",
     "On the list of a directory's files, S marks a file to import (* in the Sel column) and S "
     "again unmarks it; S on a directory opens it and B shows a file as it is. The files marked "
     "are imported together, in the order listed, once the import is confirmed."},
    {MSG_NO_SUCH_PATH, "IMP005", MSGT_ACTION, true, "File not found", "&1: &2.",
     "The file or directory named cannot be opened; the long message gives the system's reason "
     "(no such file or directory, permission denied). A relative path starts in the directory "
     "wlmcon was started from; a blank path lists that directory. Correct the path and press "
     "Enter."},
    {MSG_EXPORTED, "EXP001", MSGT_INFO, false, "Exported", "&1",
     "Each file was written under a temporary name and then renamed, so a program reading the "
     "directory never sees half a file. The result panel lists the files written and the "
     "directory's other files, which an export never changes or deletes."},
    {MSG_NOT_EXPORTED, "EXP002", MSGT_ACTION, true, "Export failed", "&1",
     "The export stopped; the long message says why: a directory that cannot be made or written, "
     "a value the format cannot carry, the store, or Ctrl-C. The files written before stay as "
     "they are, each whole, and no temporary file is left. Correct the cause and export again."},
    {MSG_UNDONE, "HIS001", MSGT_INFO, false, "Batch &1 undone",
     "Batch &1 was undone by batch &2: every object it touched is as it was before it.",
     "The undo is a batch of its own, now the newest of the list: the objects the undone batch "
     "made are gone, and those it changed or deleted are back as they were. U on the new batch "
     "undoes the undo."},
    {MSG_UNDO_REFUSED, "HIS002", MSGT_ACTION, true, "Undo refused", "&1 Nothing was changed.",
     "A batch can be undone only while the objects it touched are as it left them: undoing it "
     "after a later batch changed one of them would lose that change. The long message names the "
     "object. Undo the later batches first, newest first, or change the object on its panel."},
};

_Static_assert(sizeof messages / sizeof messages[0] == MSG_WORK_END - MSG_REGISTERED, "one row per message id");

int work_messages_register(void)
{
    return msg_register(messages, sizeof messages / sizeof messages[0]);
}
