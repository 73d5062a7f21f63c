# expect: 4:1 the step lost its text line: no step of the lesson uses this sentence
espion-l01-title = Title
espion-l01-a = A sentence.
espion-l01-go = Move your agent forward.
espion-l01-go-hint = It goes straight up.
