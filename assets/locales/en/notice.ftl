# Notices about teachers' files and children's saves.

# The details (the damaged file and what was wrong) are shown on demand.
notice-profiles-restored = The children's stars file was damaged: its last good copy has been put back, so nothing saved before is lost.

# Variables: $file (a text file), $count (how many mistakes)
notice-texts = { $count ->
    [one] The text file { $file } has a mistake: the original text is used for that message.
   *[other] The text file { $file } has { $count } mistakes: the original texts are used for those messages.
}
# Variables: $count
notice-count = { $count ->
    [one] One message
   *[other] { $count } messages
}
# Variables: $count
notice-more = { $count ->
    [one] … and one more.
   *[other] … and { $count } more.
}
notice-title = Messages
notice-read = Read
notice-details = Details
notice-hide-details = Hide details
notice-dismiss = Dismiss
notice-dismiss-all = Dismiss all
notice-next = Next page
# Variables: $file (a board file, as copied in the data folder). The mistake is in the details.
notice-board = The board file { $file } has a mistake: this game cannot be played until it is corrected.
# A file and the lines of its mistakes, inside the sentences above. Variables: $file, $count (how many lines), $lines (their numbers, "8, 12")
notice-file-at-lines = { $count ->
    [one] { $file } (line { $lines })
   *[other] { $file } (lines { $lines })
}
# On a game's tile of the home screen, in place of its picture, when its board file does not read. Variables: $file
notice-board-tile = { $file } needs correcting{ $listed ->
    [yes] : see the message.
   *[no] : open “Lessons” to see the mistake.
  }
# A mistake in a message the teacher added (it has no shipped text). Variables: $file, $count
notice-texts-added = { $count ->
    [one] The text file { $file } has a mistake in a message you added: that message is shown in the other language, if it is written there.
   *[other] The text file { $file } has { $count } mistakes: the messages you added are shown in the other language, the others with the original text.
}
# Variables: $file (the file, with its line)
notice-rules = The rule list { $file } has a mistake: the lessons are checked against the shipped list until it is corrected.
# A teacher's text file with messages in the other language. Variables: $file (with its lines), $lang (the file's language)
notice-texts-language = The text file { $file } has messages written { $lang ->
    [fr] in English: the class would see them in English
   *[en] in French: the class would see them in French
  }.
# The title of the messages page when a message's details take several pages. Variables: $page, $pages
notice-title-page = Messages (details, page { $page } of { $pages })
# The button on the last page of a notice's details, which goes back to its first page.
notice-first-page = First page
