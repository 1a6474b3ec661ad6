### 伺服器共用的文字

list-separator = 、
sentence-separator = {" "}

game-abandoned = 遊戲已被放棄。
game-abandoned-resigned = 最後一位玩家 { $seat } 投降，遊戲已被放棄。
game-abandoned-forfeited = 最後一位玩家 { $seat } 超時，遊戲已被放棄。
