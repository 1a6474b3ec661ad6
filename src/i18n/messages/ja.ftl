### サーバー共通の言葉

list-separator = 、
# Sentences that end with 。 follow each other without a space.
sentence-separator = {""}

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

## Problem documents: each problem's title (`problem-<code>`) and detail.
problem-seat = 席 { $seat }
problem-invalid-request = 不正なリクエスト
problem-invalid-request-detail = リクエストを受け付けられません：{ $reason }
problem-unauthorized = 認証が必要です
problem-unauthorized-detail = ベアラートークンがないか、無効です
problem-invalid-credentials = 認証情報が正しくありません
problem-invalid-credentials-detail = ユーザー名が存在しないか、パスワードが違います
problem-username-taken = ユーザー名は使用済みです
problem-username-taken-detail = このユーザー名はすでに使われています
problem-game-not-found = ゲームが見つかりません
problem-game-not-found-detail = この ID のゲームはありません
problem-not-found = 見つかりません
problem-not-found-detail = そのようなリソースはありません
problem-method-not-allowed = 許可されていないメソッド
problem-method-not-allowed-detail = このリソースが受け付けるのは { $methods } だけです
problem-unknown-game-kind = 不明なゲームの種類
problem-unknown-game-kind-detail = そのようなゲームの種類はありません：{ $kind }
problem-not-a-player = プレイヤーではありません
problem-not-a-player-detail = あなたはこのゲームの席に着いていません
problem-left-game = ゲームから退出済み
problem-left-game-detail = あなたはこのゲームから退出しました：あなたの席はサーバーが代わりに打っています
problem-own-seat = 自分の席
problem-own-seat-detail = 自分の席をミュートすることはできません
problem-vacation-allowance-exceeded = 休暇日数の超過
problem-vacation-allowance-exceeded-detail = この休暇には { $needed } 日が必要ですが、今年の残りは { $remaining } 日です
problem-not-creator = 作成者ではありません
problem-not-creator-detail = これを行えるのはゲームの作成者だけです
problem-unknown-bot = 不明なボット
problem-unknown-bot-detail = { $kind } に `{ $name }` というボットはありません。使えるのは { $offered } です
problem-game-not-open = 募集中のゲームではありません
problem-game-not-open-detail = このゲームはすでに始まったか、終わっています
problem-game-not-active = 進行中のゲームではありません
problem-game-not-active-detail = このゲームは進行中ではありません
problem-game-full = 満席
problem-game-full-detail = すべての席が埋まっています
problem-already-seated = 着席済み
problem-already-seated-detail = あなたはすでにこのゲームの席に着いています
problem-not-enough-players = プレイヤーが足りません
problem-not-enough-players-detail = プレイヤーが足りません：{ $reason }
problem-invalid-config = 不正な設定
problem-invalid-config-detail = 設定を受け付けられません：{ $reason }
problem-stale-version = 古いバージョン
problem-stale-version-detail = この手はバージョン { $expected } に対して送られましたが、ゲームはバージョン { $current } です
problem-game-over = ゲーム終了
problem-game-over-detail = このゲームは終了しています
problem-not-your-turn = あなたの手番ではありません
problem-not-your-turn-detail = ゲームは他の席の手を待っています
problem-rule = ルールに反する手です
problem-unreadable-command = 読み取れないコマンド
problem-unreadable-command-detail = { $detail }
problem-version-not-found = バージョンが見つかりません
problem-version-not-found-detail = このゲームにバージョン { $version } はありません：現在はバージョン { $current } です
problem-seat-not-found = 席が見つかりません
problem-seat-not-found-detail = このゲームに席 { $seat } はありません
problem-view-not-allowed = 表示できません
problem-view-not-allowed-detail = 他の席からの見え方は、ゲームの終了後にだけ表示できます
problem-unknown-template = 不明なテンプレート
problem-unknown-template-detail = `{ $template }` は今あなたが展開できるテンプレートではありません
problem-expansion-too-large = 展開が大きすぎます
problem-expansion-too-large-detail = 展開すると { $limit } 個を超えるコマンドになります：{ $narrow_with } で絞り込んでください
problem-idempotency-key-reused = Idempotency-Key の再利用
problem-idempotency-key-reused-detail = この Idempotency-Key は別のリクエストで使われています
problem-payload-too-large = リクエスト本文が大きすぎます
problem-payload-too-large-detail = リクエスト本文が { $limit } バイトを超えています
problem-database-unavailable = データベースを利用できません
problem-database-unavailable-detail = データベースに接続できません
problem-rate-limited = リクエストが多すぎます
problem-rate-limited-detail = この種類のリクエストが多すぎます：{ $retry_after } 秒後にもう一度お試しください
problem-too-many-streams = ストリームが多すぎます
problem-too-many-streams-detail = 開いているイベントストリームが多すぎます（{ $scope ->
        [user] あなたのアカウントで
        [address] あなたのアドレスから
       *[server] このサーバー全体で
    }最大 { $limit } 本）：どれかを閉じるか、{ $retry_after } 秒後にもう一度お試しください
problem-server-busy = サーバーが混雑しています
problem-server-busy-detail = サーバーが混雑しています：しばらくしてからもう一度お試しください
problem-unsupported-media-type = 対応していないメディアタイプ
problem-unsupported-media-type-detail = リクエスト本文は JSON（`Content-Type: application/json`）でなければなりません
problem-body-timeout = リクエスト本文のタイムアウト
problem-body-timeout-detail = リクエスト本文が { $seconds } 秒以内に届きませんでした
problem-handler-timeout = リクエストのタイムアウト
problem-handler-timeout-detail = サーバーは { $seconds } 秒以内にリクエストを処理できませんでした
problem-webhook-not-found = Webhook が見つかりません
problem-webhook-not-found-detail = この ID の Webhook エンドポイントはあなたのものにありません
problem-delivery-not-found = 配信が見つかりません
problem-delivery-not-found-detail = この Webhook エンドポイントにこの ID の配信はありません
problem-webhook-url-refused = Webhook の URL を受け付けられません
problem-webhook-url-refused-detail = この Webhook の URL は受け付けられません：{ $reason }
problem-too-many-webhooks = Webhook が多すぎます
problem-too-many-webhooks-detail = Webhook エンドポイントはすでに上限の { $limit } 個あります：先にどれかを削除してください
problem-email-not-configured = メールは設定されていません
problem-email-not-configured-detail = このサーバーはメールを送りません（SMTP サーバーが設定されていません）
problem-replies-not-configured = メールでの返信は設定されていません
problem-replies-not-configured-detail = このサーバーはこの方法でメールの返信を受け付けません（MAIL_DOMAIN と INBOUND_MAIL_TOKEN を参照）
problem-unreadable-mail = 読めないメール
problem-unreadable-mail-detail = 本文は大きさの上限内の1通のメール（`Content-Type: message/rfc822`）でなければなりません
problem-notifications-not-set = 通知が設定されていません
problem-notifications-not-set-detail = メール通知が設定されていません
problem-invalid-link = 無効なリンク
problem-invalid-link-detail = このリンクは無効か、期限が切れています
problem-invalid-refresh-token = 無効なリフレッシュトークン
problem-invalid-refresh-token-detail = このリフレッシュトークンは不明か、そのセッションは終了しています。もう一度サインインしてください
problem-refresh-token-reused = 使用済みのリフレッシュトークン
problem-refresh-token-reused-detail = このリフレッシュトークンはすでに交換済みのため、アカウント保護のためにセッションを終了しました。もう一度サインインしてください
problem-session-not-found = セッションが見つかりません
problem-session-not-found-detail = この ID の開いているセッションはありません
problem-invitation-not-found = 招待が見つかりません
problem-invitation-not-found-detail = このコードの招待はありません
problem-invitation-revoked = 招待は取り消されました
problem-invitation-revoked-detail = ゲームの作成者がこの招待を取り消しました
problem-invitation-expired = 招待の期限切れ
problem-invitation-expired-detail = この招待は期限が切れています
problem-invitation-used-up = 招待は使い切られました
problem-invitation-used-up-detail = この招待で参加できる人数に達しました
problem-seat-unavailable = 席を使えません
problem-seat-unavailable-detail = 席 { $seat } は埋まっているか、ほかの人のために確保されています
problem-bots-refused = ボットは参加できません
problem-bots-refused-detail = このゲームにはボットは参加できません（レーティング対象のゲームには組み込みボットは参加できず、ボットを断るゲームにはボットアカウントも参加できません）
problem-unfinished-games = 終わっていないゲームがあります
problem-unfinished-games-detail = このアカウントをボットにする前に、募集中または進行中の { $count } 件のゲームを終えるか抜けてください
problem-bot-account-permanent = ボットアカウントは変更できません
problem-bot-account-permanent-detail = ボットのアカウントは人のアカウントに戻せません
problem-user-not-found = ユーザーが見つかりません
problem-user-not-found-detail = この名前のユーザーはいないか、プロフィールが非公開です
problem-standing-orders-unsupported = 常設指示に対応していません
problem-standing-orders-unsupported-detail = { $kind } は常設指示を受け付けません
problem-invalid-standing-orders = 不正な常設指示
problem-invalid-standing-orders-detail = この常設指示は受け付けられません：{ $reason }
problem-no-standing-orders = 常設指示はありません
problem-no-standing-orders-detail = このゲームのあなたの席に常設指示はありません
problem-invalid-message = 不正なメッセージ
problem-invalid-message-detail = メッセージを受け付けられません：{ $reason }
problem-internal-error = 内部エラー
problem-internal-error-detail = サーバーはリクエストを処理できませんでした

## Feed items: what each says to its recipient.
feed-your-turn = { $game }：あなたの番です（バージョン { $version }）。
feed-game-started = { $game } が始まりました：あなたは席 { $seat } です。
feed-game-won = { $game } が終了しました：あなたの勝ちです。
feed-game-finished = { $game } が終了しました。
feed-game-abandoned = { $game } は放棄されました。
feed-seat-taken = { $username } が { $game } の席 { $seat } に着きました：{ $seats } 席中 { $players } 席が埋まっています。
feed-turn-reminder = { $game } のあなたの手番の期限は { $deadline } です。

## Emails.
email-greeting = { $username } さん
email-confirm-asked = このアドレスでホテルゲームサーバーの手番通知を受け取る設定がされました（あなたご本人であればよいのですが）。確認するには、次のリンクを開いてください：
email-confirm-button = このアドレスを確認する
email-confirm-ignore = 確認されるまで何も送信されません。お心当たりがなければ、このメールは無視してください。
email-confirm-subject = 手番通知のメールアドレスの確認
email-turn-lead = { $game } であなたの番です。
email-turn-subject = あなたの番です：{ $game }（{ $version } 手目）
email-digest-lead = { $count } 件のゲームがあなたの手番を待っています。
email-digest-subject = 1日のまとめ：{ $count } 件のゲームがあなたの手番を待っています
email-awaited = { $version } 手目で待っているプレイヤー：{ $players }
email-deadline = { $time } までに手を指してください。
email-nothing-since = あなたの前回の手番から何も起きていません。
email-since = あなたの前回の手番から：
email-omitted = … それ以前の { $count } 件
email-your-moves = いまの手（ゲームのページで入力できます）：
email-more-moves = …ほか { $count } 通り
email-move-forms = 手の入力のしかた：{ $url }
email-move-forms-link = 手の入力のしかた
email-board = { $version } 手目のボード
email-play = プレイ：{ $url }
email-open-game = ゲームを開く
email-footer = 手番通知を申し込まれたため、このメールをお送りしています。
email-unsubscribe = 配信停止
# The title of a game in an email: its kind and the other players.
email-game-with = { $game }（{ $others } とあなた）
email-you = あなた
email-setup = 準備
email-someone = 誰か

## The pages of the links in emails: a GET shows a button, the button's POST acts.
page-confirm-title = メールアドレスの確認
page-confirm-text = ホテルゲームサーバーからの手番のお知らせを { $address } に送りますか？
page-confirm-button = このアドレスを確認する
page-confirmed-title = メールアドレスを確認しました
page-confirmed-text = 手番のお知らせを { $address } に送ります。
page-unsubscribe-title = 配信停止
page-unsubscribe-text = 手番のお知らせメールの配信を停止しますか？メールの設定はいつでもやり直せます。
page-unsubscribe-button = 配信を停止する
page-unsubscribed-title = 配信を停止しました
page-unsubscribed-text = 手番のお知らせメールはもう送られません。再び受け取るには、メールを設定し直してください。

## Board pictures: the words every game's picture shares.
# A seat nobody holds.
picture-seat = 席 { $seat }
# A player named in a sentence of a picture.
picture-seat-label = { $name }（席 { $seat }）
# Several seats in a sentence, joined by list-separator.
picture-seats = { $seats }
picture-nobody = なし
picture-version = { $version } 手目
# At the top right of a player's picture.
picture-version-seen-by = { $version } ・ { $seat } の視点

## Bots: the player every kind has.
bot-random = 合法な手の中から完全にランダムに選びます（投了はしません）。

# メールで遊ぶ：返信のことばとその返事。
mail-command-help = ヘルプ
mail-command-status = 状況
mail-command-say = 発言
mail-command-resign = 投了
email-how-to-reply = 手を指すには、このメールに返信してください（または { $address } 宛てに送ってください）。1行目に手を書きます。複数の手は複数行に書けば、順に実行されます。ほかに { $help }、{ $status }、{ $say }（続けて卓へのメッセージ）、{ $resign } も書けます。
email-answer-accepted = { $game } へのあなたの返信を実行しました：
email-answer-refused = { $game } へのあなたの返信は、すべては実行できませんでした：
email-answer-no-commands = { $game } へのあなたの返信の先頭に手が見つかりませんでした。引用されたメールより上、返信の1行目に手を書いてください。
email-answer-not-from-player = { $game } のあなたの返信用アドレスに、あなたのアドレスではない { $sender } からメールが届いたため、何も実行しませんでした。あなたが送ったのであれば、通知が届くアドレスから返信してください。
email-answer-address-replaced = { $game } の、あなたが取り替えた古い返信用アドレスに送られたため、何も実行しませんでした。いまの返信用アドレスは { $address } です。
email-answer-rate-limited = { $game } へ1時間に { $count } 通を超える返信が送られたため、この返信は実行しませんでした。しばらく待ってから返信してください。
email-answer-game-over = あなたはもうこのゲームに参加していないか、ゲームは終了しています。
email-line-played = 実行しました（{ $version } 手目）
email-line-said = 卓に発言しました
email-line-resigned = 投了しました
email-line-help = 返信のしかたは下に書いてあります
email-line-status = 現在の局面は下のとおりです
email-line-not-tried = 前の行が受け付けられなかったため、実行していません
email-line-refused = 受け付けられません：{ $reason }
email-line-suggestions = 近い手：{ $commands }
