### The server's own words, shared by every game.

# Between the items of a list.
list-separator = {", "}
# Between the sentences of one log entry's summary.
sentence-separator = {" "}

game-abandoned = The game was abandoned.
game-abandoned-resigned = The game was abandoned: { $seat }, the last player, resigned.
game-abandoned-forfeited = The game was abandoned: { $seat }, the last player, ran out of time.

# A log entry of which the reader may see nothing.
entry-hidden = A move you may not see.
# A log entry whose events the reader may not see, by a known seat.
entry-quiet = { $seat } moved.

## Text commands: why a typed line is not a command.
text-unexpected = At word { $position } (“{ $found }”): expected { $expected }.
text-ended-early = The command ended too early: expected { $expected }.
text-ambiguous = “{ $found }” could be { $expected }: type more of it.
text-expected-word = “{ $word }”
text-expected-number = a number
text-expected-seat = a player's name
text-expected-end = the end of the command
