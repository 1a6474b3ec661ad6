### 伺服器共用的文字

list-separator = 、
# Sentences that end with 。 follow each other without a space.
sentence-separator = {""}

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

## Problem documents: each problem's title (`problem-<code>`) and detail.
problem-seat = 座位 { $seat }
problem-invalid-request = 無效的請求
problem-invalid-request-detail = 無法接受此請求：{ $reason }
problem-unauthorized = 未經授權
problem-unauthorized-detail = 缺少持有者權杖，或權杖無效
problem-invalid-credentials = 帳號或密碼錯誤
problem-invalid-credentials-detail = 使用者名稱不存在，或密碼錯誤
problem-username-taken = 使用者名稱已被使用
problem-username-taken-detail = 此使用者名稱已被他人使用
problem-game-not-found = 找不到遊戲
problem-game-not-found-detail = 沒有這個 ID 的遊戲
problem-not-found = 找不到
problem-not-found-detail = 沒有這個資源
problem-method-not-allowed = 不允許的方法
problem-method-not-allowed-detail = 此資源只接受 { $methods }
problem-unknown-game-kind = 不明的遊戲種類
problem-unknown-game-kind-detail = 沒有這種遊戲：{ $kind }
problem-not-a-player = 不是玩家
problem-not-a-player-detail = 你在這場遊戲中沒有座位
problem-left-game = 已離開遊戲
problem-left-game-detail = 你已離開這場遊戲：你的座位由伺服器代為進行
problem-own-seat = 自己的座位
problem-own-seat-detail = 不能將自己的座位設為靜音
problem-vacation-allowance-exceeded = 超過休假天數
problem-vacation-allowance-exceeded-detail = 這次休假需要 { $needed } 天，但今年只剩 { $remaining } 天
problem-not-creator = 不是建立者
problem-not-creator-detail = 只有遊戲的建立者可以這樣做
problem-unknown-bot = 不明的機器人
problem-unknown-bot-detail = { $kind } 沒有名為 `{ $name }` 的機器人；可用的有 { $offered }
problem-game-not-open = 遊戲不在招募中
problem-game-not-open-detail = 這場遊戲已經開始或結束
problem-game-not-active = 遊戲不在進行中
problem-game-not-active-detail = 這場遊戲不在進行中
problem-game-full = 座位已滿
problem-game-full-detail = 所有座位都已有人
problem-already-seated = 已經入座
problem-already-seated-detail = 你已經在這場遊戲中有座位
problem-not-enough-players = 玩家人數不足
problem-not-enough-players-detail = 玩家人數不足：{ $reason }
problem-invalid-config = 無效的設定
problem-invalid-config-detail = 無法接受此設定：{ $reason }
problem-stale-version = 過時的版本
problem-stale-version-detail = 這一步是針對版本 { $expected } 送出的，但遊戲已在版本 { $current }
problem-game-over = 遊戲已結束
problem-game-over-detail = 這場遊戲已經結束
problem-not-your-turn = 還沒輪到你
problem-not-your-turn-detail = 遊戲正在等待其他座位
problem-rule = 違反規則的行動
problem-unreadable-command = 無法讀取的指令
problem-unreadable-command-detail = { $detail }
problem-version-not-found = 找不到版本
problem-version-not-found-detail = 這場遊戲沒有版本 { $version }：目前是版本 { $current }
problem-seat-not-found = 找不到座位
problem-seat-not-found-detail = 這場遊戲沒有座位 { $seat }
problem-view-not-allowed = 無法顯示
problem-view-not-allowed-detail = 其他座位看到的畫面，只有在遊戲結束後才能顯示
problem-unknown-template = 不明的範本
problem-unknown-template-detail = `{ $template }` 不是你現在可以展開的範本
problem-expansion-too-large = 展開結果過多
problem-expansion-too-large-detail = 展開後超過 { $limit } 個指令；請以 { $narrow_with } 縮小範圍
problem-idempotency-key-reused = Idempotency-Key 重複使用
problem-idempotency-key-reused-detail = 這個 Idempotency-Key 已用於另一個請求
problem-payload-too-large = 請求內容過大
problem-payload-too-large-detail = 請求內容超過 { $limit } 位元組
problem-database-unavailable = 資料庫無法使用
problem-database-unavailable-detail = 目前無法連線到資料庫
problem-rate-limited = 請求過多
problem-rate-limited-detail = 這類請求過多；請在 { $retry_after } 秒後再試
problem-too-many-streams = 串流過多
problem-too-many-streams-detail = 開啟的事件串流過多（{ $scope ->
        [user] 你的帳號
        [address] 你的位址
       *[server] 這台伺服器
    }最多 { $limit } 個）；請關閉一個，或在 { $retry_after } 秒後再試
problem-server-busy = 伺服器忙碌中
problem-server-busy-detail = 伺服器忙碌中；請稍後再試
problem-unsupported-media-type = 不支援的媒體類型
problem-unsupported-media-type-detail = 請求內容必須是 JSON（`Content-Type: application/json`）
problem-body-timeout = 請求內容逾時
problem-body-timeout-detail = 請求內容未在 { $seconds } 秒內送達
problem-handler-timeout = 請求逾時
problem-handler-timeout-detail = 伺服器未能在 { $seconds } 秒內完成請求
problem-webhook-not-found = 找不到 Webhook
problem-webhook-not-found-detail = 你沒有這個 ID 的 Webhook 端點
problem-delivery-not-found = 找不到傳送紀錄
problem-delivery-not-found-detail = 這個 Webhook 端點沒有這個 ID 的傳送紀錄
problem-webhook-url-refused = Webhook 網址被拒絕
problem-webhook-url-refused-detail = 無法接受這個 Webhook 網址：{ $reason }
problem-too-many-webhooks = Webhook 過多
problem-too-many-webhooks-detail = 你已有 { $limit } 個 Webhook 端點，已達上限；請先刪除一個
problem-email-not-configured = 未設定電子郵件
problem-email-not-configured-detail = 這台伺服器不寄送電子郵件（未設定 SMTP 伺服器）
problem-replies-not-configured = 未設定以電子郵件回信
problem-replies-not-configured-detail = 這台伺服器不以這種方式接受電子郵件回信（請參閱 MAIL_DOMAIN 與 INBOUND_MAIL_TOKEN）
problem-unreadable-mail = 無法讀取的郵件
problem-unreadable-mail-detail = 內容必須是大小上限內的一封電子郵件（`Content-Type: message/rfc822`）
problem-notifications-not-set = 未設定通知
problem-notifications-not-set-detail = 你尚未設定電子郵件通知
problem-invalid-link = 無效的連結
problem-invalid-link-detail = 這個連結無效或已過期
problem-invalid-refresh-token = 無效的更新權杖
problem-invalid-refresh-token-detail = 這個更新權杖不明，或其工作階段已結束；請重新登入
problem-refresh-token-reused = 更新權杖已使用過
problem-refresh-token-reused-detail = 這個更新權杖已經換過，為保護帳號，其工作階段已結束；請重新登入
problem-session-not-found = 找不到工作階段
problem-session-not-found-detail = 你沒有這個 ID 的開啟中工作階段
problem-invitation-not-found = 找不到邀請
problem-invitation-not-found-detail = 沒有這個代碼的邀請
problem-invitation-revoked = 邀請已撤銷
problem-invitation-revoked-detail = 遊戲的建立者已撤銷這個邀請
problem-invitation-expired = 邀請已過期
problem-invitation-expired-detail = 這個邀請已經過期
problem-invitation-used-up = 邀請已用完
problem-invitation-used-up-detail = 這個邀請已達到可加入的人數
problem-seat-unavailable = 座位無法使用
problem-seat-unavailable-detail = 座位 { $seat } 已有人坐或已保留給其他人
problem-bots-refused = 不接受機器人
problem-bots-refused-detail = 這場遊戲不接受機器人（計分遊戲不接受內建機器人，拒絕機器人的遊戲也不接受機器人帳號）
problem-unfinished-games = 尚有未結束的遊戲
problem-unfinished-games-detail = 將此帳號設為機器人之前，請先結束或退出 { $count } 場招募中或進行中的遊戲
problem-bot-account-permanent = 機器人帳號無法變更
problem-bot-account-permanent-detail = 機器人的帳號無法改回真人帳號
problem-user-not-found = 找不到使用者
problem-user-not-found-detail = 沒有這個名稱的使用者，或其個人檔案已隱藏
problem-standing-orders-unsupported = 不支援常設指示
problem-standing-orders-unsupported-detail = { $kind } 不接受常設指示
problem-invalid-standing-orders = 無效的常設指示
problem-invalid-standing-orders-detail = 無法接受這些常設指示：{ $reason }
problem-no-standing-orders = 沒有常設指示
problem-no-standing-orders-detail = 你在這場遊戲中的座位沒有常設指示
problem-invalid-message = 無效的訊息
problem-invalid-message-detail = 無法接受這則訊息：{ $reason }
problem-internal-error = 內部錯誤
problem-internal-error-detail = 伺服器無法處理這個請求

## Feed items: what each says to its recipient.
feed-your-turn = { $game }：輪到你了（版本 { $version }）。
feed-game-started = { $game } 已開始：你坐在座位 { $seat }。
feed-game-won = { $game } 已結束：你獲勝了。
feed-game-finished = { $game } 已結束。
feed-game-abandoned = { $game } 已被放棄。
feed-seat-taken = { $username } 在 { $game } 坐上了座位 { $seat }：{ $seats } 個座位中已有 { $players } 個有人。
feed-turn-reminder = 你在 { $game } 的回合期限是 { $deadline }。

## Emails.
email-greeting = { $username } 你好：
email-confirm-asked = 有人（希望是你本人）要求以這個地址接收旅館遊戲伺服器的回合通知。若要確認，請開啟這個連結：
email-confirm-button = 確認這個地址
email-confirm-ignore = 在你確認之前，我們不會寄出任何信件。如果不是你本人，請忽略這封信。
email-confirm-subject = 確認回合通知的電子郵件地址
email-turn-lead = 在 { $game } 中輪到你了。
email-turn-subject = 輪到你了：{ $game }（第 { $version } 手）
email-digest-lead = 有 { $count } 場遊戲正在等你行動。
email-digest-subject = 每日摘要：有 { $count } 場遊戲正在等你行動
email-awaited = 第 { $version } 手時等待的玩家：{ $players }
email-deadline = 請在 { $time } 之前行動。
email-nothing-since = 自你上一步以來沒有發生任何事。
email-since = 自你上一步以來：
email-omitted = … 更早的 { $count } 筆紀錄
email-your-moves = 你現在可以做的行動（可在遊戲頁面輸入）：
email-more-moves = …還有 { $count } 種
email-move-forms = 行動的輸入方式：{ $url }
email-move-forms-link = 行動的輸入方式
email-board = 第 { $version } 步的遊戲版圖
email-play = 進行遊戲：{ $url }
email-open-game = 開啟遊戲
email-footer = 你會收到這些信，是因為你申請了回合通知。
email-unsubscribe = 取消訂閱
# The title of a game in an email: its kind and the other players.
email-game-with = { $game }（{ $others } 與你）
email-you = 你
email-setup = 準備
email-someone = 某人

## The pages of the links in emails: a GET shows a button, the button's POST acts.
page-confirm-title = 確認電子郵件地址
page-confirm-text = 要將飯店遊戲伺服器的輪到你通知寄到 { $address } 嗎？
page-confirm-button = 確認這個地址
page-confirmed-title = 已確認電子郵件地址
page-confirmed-text = 輪到你的通知將寄到 { $address }。
page-unsubscribe-title = 取消訂閱
page-unsubscribe-text = 要停止寄送輪到你的通知郵件嗎？你隨時可以重新設定電子郵件。
page-unsubscribe-button = 取消訂閱
page-unsubscribed-title = 已取消訂閱
page-unsubscribed-text = 不會再寄送輪到你的通知郵件。若要重新訂閱，請再次設定電子郵件。

## Board pictures: the words every game's picture shares.
# A seat nobody holds.
picture-seat = 座位 { $seat }
# A player named in a sentence of a picture.
picture-seat-label = { $name }（座位 { $seat }）
# Several seats in a sentence, joined by list-separator.
picture-seats = { $seats }
picture-nobody = 無人
picture-version = 第 { $version } 手
# At the top right of a player's picture.
picture-version-seen-by = { $version } ・ { $seat } 的視角

## Bots: the player every kind has.
bot-random = 從所有合法的行動中完全隨機選擇（從不認輸）。

# 以電子郵件遊玩：回信的用語與對回信的答覆。
mail-command-help = 說明
mail-command-status = 狀態
mail-command-say = 發言
mail-command-resign = 認輸
email-how-to-reply = 要行動，請回覆這封郵件（或寄到 { $address }）：在第一行寫下你的行動；多個行動寫成多行，會依序執行。回信也可以寫 { $help }、{ $status }、{ $say }（後接給牌桌的訊息）或 { $resign }。
email-answer-accepted = 你在 { $game } 的回信已執行：
email-answer-refused = 你在 { $game } 的回信未能全部執行：
email-answer-no-commands = 你在 { $game } 的回信開頭沒有找到行動。請把行動寫在回信的第一行，引用的郵件之上。
email-answer-not-from-player = 你在 { $game } 的回信地址收到一封來自 { $sender } 的郵件，不是你的地址，因此其中的內容都沒有執行。如果是你寄的，請從收到通知的地址回信。
email-answer-address-replaced = 你寄到 { $game } 已被你更換的舊回信地址，因此沒有執行任何內容。你現在的回信地址是 { $address }。
email-answer-rate-limited = 你在一小時內對 { $game } 寄出超過 { $count } 封回信；這一封沒有執行。請稍候再回信。
email-answer-game-over = 你已不在這場遊戲中，或遊戲已經結束。
email-line-played = 已執行（第 { $version } 手）
email-line-said = 已在牌桌發言
email-line-resigned = 你已認輸
email-line-help = 回信的方法說明在下方
email-line-status = 目前的局面在下方
email-line-not-tried = 因為前一行被拒絕，未執行
email-line-refused = 被拒絕：{ $reason }
email-line-suggestions = 相近的行動：{ $commands }
