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
