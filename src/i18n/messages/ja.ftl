### サーバー共通の言葉

list-separator = 、
sentence-separator = {" "}

game-abandoned = ゲームは放棄されました。
game-abandoned-resigned = 最後のプレイヤー { $seat } が投了し、ゲームは放棄されました。
game-abandoned-forfeited = 最後のプレイヤー { $seat } が時間切れとなり、ゲームは放棄されました。

# A log entry of which the reader may see nothing.
entry-hidden = 見えない手番です。
# A log entry whose events the reader may not see, by a known seat.
entry-quiet = { $seat } が手番を行いました。

## Text commands: why a typed line is not a command.
text-unexpected = { $position } 語目（「{ $found }」）：{ $expected } が必要です。
text-ended-early = コマンドが途中で終わっています：{ $expected } が必要です。
text-ambiguous = 「{ $found }」は { $expected } のどれにも当たります：もう少し長く入力してください。
text-expected-word = 「{ $word }」
text-expected-number = 数
text-expected-seat = プレイヤー名
text-expected-end = コマンドの終わり
