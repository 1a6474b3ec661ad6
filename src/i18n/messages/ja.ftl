### サーバー共通の言葉

list-separator = 、
sentence-separator = {" "}

game-abandoned = ゲームは放棄されました。
game-abandoned-resigned = 最後のプレイヤー { $seat } が投了し、ゲームは放棄されました。
game-abandoned-forfeited = 最後のプレイヤー { $seat } が時間切れとなり、ゲームは放棄されました。
