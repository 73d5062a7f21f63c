# expect: 6:5 a choice without default
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-count = { $n ->
    [one] un
    [other] plusieurs
}
