### 伺服器共用的文字

list-separator = 、
sentence-separator = {" "}

game-abandoned = 遊戲已被放棄。
game-abandoned-resigned = 最後一位玩家 { $seat } 投降，遊戲已被放棄。
game-abandoned-forfeited = 最後一位玩家 { $seat } 超時，遊戲已被放棄。

# A log entry of which the reader may see nothing.
entry-hidden = 你看不到的一步。
# A log entry whose events the reader may not see, by a known seat.
entry-quiet = { $seat } 行動了。
