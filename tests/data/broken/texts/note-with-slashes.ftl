# expect: 4:1 [data-comment-slashes] a note written with two slashes
espion-l01-title = Premiers pas
espion-l01-hello = Bonjour.
// modifié pour ma classe de CM1
espion-l01-end = Bravo.
