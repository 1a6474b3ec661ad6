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

## Text commands: why a typed line is not a command.
text-unexpected = 第 { $position } 個詞（「{ $found }」）：應為 { $expected }。
text-ended-early = 指令提前結束：應為 { $expected }。
text-ambiguous = 「{ $found }」可能是 { $expected }：請多輸入幾個字。
text-expected-word = 「{ $word }」
text-expected-number = 數字
text-expected-seat = 玩家名稱
text-expected-end = 指令結尾
