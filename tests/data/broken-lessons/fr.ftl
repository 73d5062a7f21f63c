# Texts of the broken lessons used by tests/lessons.rs.
bataille-l01-title = x
bataille-l01-hello = x
bataille-l02-title = x
bataille-l03-title = x
bataille-l04-title = x
bataille-l05-title = x
bataille-l06-title = x
bataille-l07-title = x
bataille-l08-title = x
chars-l09-title = x
bataille-l10-title = x
bataille-l11-title = x
espion-l01-hello = x
espion-l12-title = x
chars-l13-title = x
bataille-l03-only-in-french = x
