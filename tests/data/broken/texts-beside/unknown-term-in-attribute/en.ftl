# expect: 4:19 a term used in an attribute, never defined
espion-l01-title = Title
espion-l01-a = A sentence.
    .hint = Ask { -teacher }.
