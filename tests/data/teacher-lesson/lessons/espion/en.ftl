espion-l07-title = Our class lesson
espion-l07-summary = A lesson written by the teacher: read a square, then play.
espion-l07-hello = Here is our agent, on D2. Look at its arrows.
espion-l07-where = Touch every square the agent can go to.
espion-l07-where-hint = Follow each arrow of square D2 as far as it goes.
espion-l07-move = Now take the agent as far as it can go, up and to the right.
espion-l07-move-hint = The diagonal arrow leads all the way to F4.
