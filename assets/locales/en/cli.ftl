# The command line's own sentences (ludoclasse print, ludoclasse lesson check…), on standard error.

## Standard output cannot take the report. Variables: $reason (one of the cli-reason-* sentences)
cli-output-failed = the output cannot be written: { $reason }

## A kit or a file that cannot be written. Variables: $path (the file or folder), $reason (why)
cli-write-failed = cannot write { $path }: { $reason }
cli-write-to-folder = cannot write { $path }: it is a folder; give a file name ending in .pdf
cli-folder-failed = cannot create the folder { $path }: { $reason }

## Why. Variables: $folder (the folder of the file), $raw (the system's own words, for a rare failure)
cli-reason-disk-full = the disk is full
cli-reason-disk-full-kept = the disk is full (the previous file, if any, is unchanged)
cli-reason-permission = this place may not be written to
cli-reason-read-only = the disk is read-only
cli-reason-not-a-folder = a part of the path is a file, not a folder
cli-reason-not-found = there is no such file or folder
cli-reason-is-a-folder = it is a folder, not a file
cli-reason-too-large = the file is too large for this disk
cli-reason-other = the system refused ({ $raw })
cli-reason-may-not-write-in = you may not write in { $folder }
cli-reason-read-only-in = { $folder } is on a read-only disk
cli-reason-not-a-folder-in = { $folder } is not a folder
cli-reason-system-folder = { $folder } does not accept new files (it is a system folder, not a place for documents)
cli-reason-no-folder = the folder { $folder } does not exist

## ludoclasse lesson check. Variables: $count (lessons), $problems (problems found)
cli-check-done = { $count ->
    [one] 1 lesson checked, no problem
   *[other] { $count } lessons checked, no problem
  }
cli-check-failed = { $problems } problem(s) in { $count } lessons
cli-check-warning = warning: { $what }
cli-check-no-lesson = { $path }: no lesson file (*.toml) here

## ludoclasse lesson show. Variables: $name (what was asked), $path (the lesson), $what (why), $step
cli-show-no-lesson = { $name }: there is no such file, and no shipped lesson has this id (like `espion-l02`)
cli-show-cannot-open = { $path }: the lesson cannot be opened: { $what }
cli-show-stops = { $path }: the script stops at step { $step }
