### TOKYO CAPSULE HOTEL: 各イベントの文(日本語)。金額は「3,000円」と書く。

## The game's title

tokyo_capsule_hotel-title = TOKYO CAPSULE HOTEL

## 用語

tokyo_capsule_hotel-colour-pink = ピンク
tokyo_capsule_hotel-colour-red = 赤
tokyo_capsule_hotel-colour-orange = オレンジ
tokyo_capsule_hotel-colour-yellow = 黄
tokyo_capsule_hotel-colour-green = 緑
tokyo_capsule_hotel-colour-blue = 青
tokyo_capsule_hotel-colour-purple = 紫
tokyo_capsule_hotel-colour-white = 白
tokyo_capsule_hotel-colour-black = 黒

tokyo_capsule_hotel-item-land = 土地区画ボード
tokyo_capsule_hotel-item-capsules = カプセル
tokyo_capsule_hotel-item-pink-capsules = ピンクのカプセル
tokyo_capsule_hotel-item-vending-machine = 自動販売機
tokyo_capsule_hotel-item-graveyard = 墓地
tokyo_capsule_hotel-item-entrance-hotel = エントランス(+ホテル建設)
tokyo_capsule_hotel-item-building = 建物
tokyo_capsule_hotel-item-other = 品目({ $kind })

tokyo_capsule_hotel-coupon-reason-round-track = ラウンドトラックのクーポンシンボル
tokyo_capsule_hotel-coupon-reason-loan = ローン
tokyo_capsule_hotel-coupon-reason-tokyo-spike = Tokyo Spike のB面
tokyo_capsule_hotel-coupon-reason-arcade = Arcade のB面
tokyo_capsule_hotel-coupon-reason-franchise = フランチャイズ収入の到達
tokyo_capsule_hotel-coupon-reason-tallest = 最も高いホテル
tokyo_capsule_hotel-coupon-reason-dice = ダイス面

tokyo_capsule_hotel-face = 「{ $parts }」
tokyo_capsule_hotel-face-yen = { $yen }円
tokyo_capsule_hotel-face-coupons = クーポン{ $count }枚
tokyo_capsule_hotel-face-nullifier = 墓地無効シンボル
tokyo_capsule_hotel-face-blank = 空白の面

## 準備

tokyo_capsule_hotel-game-created = { $seats }人用の TOKYO CAPSULE HOTEL のゲームが作成されました(ルール第{ $version }版)。
tokyo_capsule_hotel-player-joined = { $player }が着席しました。
tokyo_capsule_hotel-seat-number = { $player }({ $number }番席)
tokyo_capsule_hotel-starting-parcel = { $player }に{ $area }
tokyo_capsule_hotel-game-started = ゲームが始まりました。席順: { $order }。開始区画: { $parcels }。ストック: エントランス{ $entrances }個、自動販売機{ $machines }台。
tokyo_capsule_hotel-round-started = 第{ $round }ラウンドが始まりました。
tokyo_capsule_hotel-coupon-grant = { $player }に{ $count }枚
tokyo_capsule_hotel-coupons-granted = { $reason }によるクーポン: { $grants }。
tokyo_capsule_hotel-coupons-none = { $reason }によるクーポンを受け取ったプレイヤーはいません。

## ローン

tokyo_capsule_hotel-loan-selection-started = ローンの選択が始まりました。各プレイヤーは開始時ローンの金額を選びます。
tokyo_capsule_hotel-loan-chosen = { $player }は{ $yen }円のローンを選びました。
tokyo_capsule_hotel-loan-submitted = { $player }がローンを選びました。金額は全員のローンが公開されるまで伏せられます。
tokyo_capsule_hotel-loan-defaulted = { $player }は期限までにローンを選ばなかったため、既定の{ $yen }円のローンになりました。
tokyo_capsule_hotel-loan = { $player } { $yen }円
tokyo_capsule_hotel-loan-with-coupons = { $player } { $yen }円とクーポン{ $count }枚
tokyo_capsule_hotel-loans-revealed = ローンが公開されました: { $loans }。

## 購入/交渉フェイズ

tokyo_capsule_hotel-queue-place = { $place }番 { $player }
tokyo_capsule_hotel-purchase-phase-started = 第{ $round }ラウンドの購入/交渉フェイズが始まりました。購入上限は{ $limit }円です。購入の列: { $queue }。
tokyo_capsule_hotel-tie-break = 同額{ $count }人のうち{ $player }が先
tokyo_capsule_hotel-purchase-phase-started-ties = { $phase }抽選: { $draws }。
tokyo_capsule_hotel-joined-queue = { $player }が購入の列の{ $place }番目に並びました。
tokyo_capsule_hotel-left-queue = { $player }が列の順番を放棄しました。
tokyo_capsule_hotel-left-queue-purchased = { $player }は購入を終えて列を離れました。
tokyo_capsule_hotel-left-queue-timeout = { $player }は列の先頭で時間切れになり、購入アクションを失いました。
tokyo_capsule_hotel-left-queue-limit = 購入上限に達したため、{ $player }は列を離れました。
tokyo_capsule_hotel-head-changed = { $player }が列の先頭になりました。
tokyo_capsule_hotel-queue-empty = 購入の列は空になりました。
tokyo_capsule_hotel-head-warned = { $player }が列の先頭の{ $head }に警告しました。
tokyo_capsule_hotel-passed = { $player }はパスしました。このフェイズにはもう参加できません。
tokyo_capsule_hotel-passed-timeouts = { $player }は時間切れが重なったため、このフェイズはパスになりました。
tokyo_capsule_hotel-passed-idle = { $player }は操作がなかったため、このフェイズはパスになりました。
tokyo_capsule_hotel-purchase = { $player }が{ $item }を{ $price }円で購入しました(このラウンドの支出 { $spent }円/購入上限 { $limit }円)。
tokyo_capsule_hotel-purchase-coupons = { $player }が{ $item }を{ $price }円で購入し、{ $yen }円とクーポン{ $count }枚で支払いました(このラウンドの支出 { $spent }円/購入上限 { $limit }円)。
tokyo_capsule_hotel-purchase-graveyard = { $player }が墓地を取り、{ $yen }円を得ました。
tokyo_capsule_hotel-land-placed = { $player }が土地区画ボード{ $board }を{ $rotation }°回転させて{ $cell }に置き、区画{ $area }({ $count }マス)としました。
tokyo_capsule_hotel-land-placed-mirrored = { $player }が土地区画ボード{ $board }を裏返して{ $rotation }°回転させ、{ $cell }に置いて区画{ $area }({ $count }マス)としました。
tokyo_capsule_hotel-land-placed-unturned = { $player }が土地区画ボード{ $board }を{ $cell }に置き、区画{ $area }({ $count }マス)としました。
tokyo_capsule_hotel-land-placed-mirrored-unturned = { $player }が土地区画ボード{ $board }を裏返して{ $cell }に置き、区画{ $area }({ $count }マス)としました。
tokyo_capsule_hotel-capsules-bought = { $player }が{ $colour }のカプセル{ $count }個を{ $yen }円で購入しました。
tokyo_capsule_hotel-vending-machine-placed = 自動販売機{ $id }が{ $area }の{ $cell }に置かれました。
tokyo_capsule_hotel-graveyard-placed = 墓地{ $id }が{ $area }の{ $cell }に置かれました。この区画の墓地は{ $count }つになりました。
tokyo_capsule_hotel-building-built = { $building }({ $id })が{ $area }の{ $cells }に建てられました。
tokyo_capsule_hotel-building-built-side = { $building }({ $id })が{ $area }の{ $cells }に建てられました({ $side }面)。
tokyo_capsule_hotel-hotel-built = ホテル{ $id }が{ $area }(区画{ $parcel })に建設されました。{ $colour }のカプセル{ $count }個、{ $height }階建て、エントランスは{ $cell }です。
tokyo_capsule_hotel-hotel-built-plain = ホテル{ $id }が{ $area }(区画{ $parcel })に建設されました。{ $colour }のカプセル{ $count }個、{ $height }階建てです。
tokyo_capsule_hotel-laundry-hotel-flat = { $area }(区画{ $parcel })の Coin Laundry { $id }が、{ $colour }のカプセル{ $count }個を横に並べたホテル({ $height }階建て)になりました。
tokyo_capsule_hotel-laundry-hotel-stacked = { $area }(区画{ $parcel })の Coin Laundry { $id }が、{ $colour }のカプセル{ $count }個を積み重ねたホテル({ $height }階建て)になりました。
tokyo_capsule_hotel-franchise-income-changed = { $colour }のフランチャイズ収入が1軒あたり{ $old }円から{ $new }円になりました。
tokyo_capsule_hotel-franchise-threshold = { $colour }のフランチャイズ収入が{ $threshold }円に達しました。このフランチャイズのホテルを所有する{ $count }人がクーポンを1枚ずつ受け取ります。
tokyo_capsule_hotel-tallest-hotel = { $player }がホテル{ $hotel }({ $height }階建て)で最も高いホテルのトークンを獲得しました。
tokyo_capsule_hotel-spending-limit-reached = 購入上限に達しました({ $spent }円/{ $limit }円)。このラウンドはそれ以上購入を行えません。

## 交渉

tokyo_capsule_hotel-give-yen = { $from }から{ $to }へ{ $yen }円
tokyo_capsule_hotel-give-coupons = { $from }から{ $to }へクーポン{ $count }枚
tokyo_capsule_hotel-give-capsules = { $from }から{ $to }へ{ $colour }のカプセル{ $count }個
tokyo_capsule_hotel-give-area = { $from }から{ $to }へ土地エリア{ $area }
tokyo_capsule_hotel-give-subdivision = { $from }から{ $to }へ{ $area }のサブディビジョン({ $count }マス、{ $cells })
tokyo_capsule_hotel-promise = { $from }から{ $to }へ「{ $text }」
tokyo_capsule_hotel-with-promises = { $trade }約束: { $promises }。
tokyo_capsule_hotel-trade-proposed = { $player }が取引{ $trade }を提案しました: { $transfers }。
tokyo_capsule_hotel-trade-accepted = { $player }が取引{ $trade }に合意しました。
tokyo_capsule_hotel-trade-rejected = { $player }が取引{ $trade }を断り、取引は取りやめになりました。
tokyo_capsule_hotel-trade-rejected-passed = { $player }がパスしたため、取引{ $trade }は取りやめになりました。
tokyo_capsule_hotel-trade-withdrawn = 取引{ $trade }は提案者によって取り下げられました。
tokyo_capsule_hotel-trade-withdrawn-passed = 提案者がパスしたため、取引{ $trade }は取りやめになりました。
tokyo_capsule_hotel-trade-expired = 取引{ $trade }は返答がないまま期限切れになりました。
tokyo_capsule_hotel-trade-executed = 取引{ $trade }が成立しました: { $transfers }。
tokyo_capsule_hotel-subdivision-created = { $parent }を分割し、サブディビジョン{ $area }({ $count }マス、{ $cells })が{ $player }のものになりました。
tokyo_capsule_hotel-area-owner-changed = 土地エリア{ $area }の所有権が{ $from }から{ $to }に移りました。
tokyo_capsule_hotel-purchase-phase-ended-passed = 全員がパスしたため、購入/交渉フェイズが終わりました。
tokyo_capsule_hotel-purchase-phase-ended-limit = 購入上限に達したため、購入/交渉フェイズが終わりました。

## 収入フェイズ

tokyo_capsule_hotel-income-phase-started = 第{ $round }ラウンドの収入フェイズが始まりました。
tokyo_capsule_hotel-dice-rolled = 区画{ $parcel }の{ $building }のボーナスダイスは{ $face }でした。
tokyo_capsule_hotel-parcel-attraction = 区画{ $parcel }: アトラクション収入はホテル1軒あたり{ $attraction }円、墓地{ $count }個で墓地控除は{ $deduction }円です。
tokyo_capsule_hotel-parcel-attraction-nullified = 区画{ $parcel }: アトラクション収入はホテル1軒あたり{ $attraction }円、墓地{ $count }個の墓地控除は無効です。
tokyo_capsule_hotel-hotel-income = ホテル{ $hotel }({ $colour })が{ $player }に{ $yen }円を払いました: フランチャイズ収入{ $franchise } + アトラクション収入{ $attraction } − 墓地控除{ $graveyards }。
tokyo_capsule_hotel-hotel-income-adjusted = ホテル{ $hotel }({ $colour })が{ $player }に{ $yen }円を払いました: フランチャイズ収入{ $franchise } + アトラクション収入{ $attraction } − 墓地控除{ $graveyards } = { $raw }を、100円以上、カプセル1個あたり1,000円以下に収めた額です。
tokyo_capsule_hotel-income-total = { $player }のこのラウンドの収入の合計は{ $yen }円です。
tokyo_capsule_hotel-income-phase-ended = 第{ $round }ラウンドの収入フェイズが終わりました。

## ゲームの終了

tokyo_capsule_hotel-score = { $player }: 差し引き{ $net }円({ $yen }円、借金{ $debt }円)
tokyo_capsule_hotel-score-winner = { $player }が勝利、差し引き{ $net }円({ $yen }円、借金{ $debt }円)
tokyo_capsule_hotel-game-ended-debt = 借金の総額を返済できるプレイヤーがいたため、第{ $round }ラウンドでゲームが終了しました。最終結果: { $scores }。
tokyo_capsule_hotel-game-ended-rounds = 最終の第{ $round }ラウンドが終わり、ゲームが終了しました。最終結果: { $scores }。
tokyo_capsule_hotel-player-resigned = { $player }が投了しました。ゲームは得点計算なしで終わります。

## テキストコマンド: プレイヤーが入力する語、プレースホルダー、各形式の説明

tokyo_capsule_hotel-cmd-loan = ローン
tokyo_capsule_hotel-cmd-join = 並ぶ
tokyo_capsule_hotel-cmd-leave = 離れる
tokyo_capsule_hotel-cmd-pass = パス
tokyo_capsule_hotel-cmd-warn = 警告
tokyo_capsule_hotel-cmd-buy = 購入
tokyo_capsule_hotel-cmd-purchase = 買う
tokyo_capsule_hotel-cmd-trade = 取引
tokyo_capsule_hotel-cmd-offer = 提案
tokyo_capsule_hotel-cmd-accept = 合意
tokyo_capsule_hotel-cmd-reject = 断る
tokyo_capsule_hotel-cmd-withdraw = 取り下げ
tokyo_capsule_hotel-cmd-resign = 投了
tokyo_capsule_hotel-cmd-timeout = 時間切れ
tokyo_capsule_hotel-cmd-land = 土地
tokyo_capsule_hotel-cmd-capsules = カプセル
tokyo_capsule_hotel-cmd-vending-machine = 自動販売機
tokyo_capsule_hotel-cmd-graveyard = 墓地
tokyo_capsule_hotel-cmd-hotel = ホテル
tokyo_capsule_hotel-cmd-turn = 回転
tokyo_capsule_hotel-cmd-mirror = 裏返し
tokyo_capsule_hotel-cmd-side-a = A面
tokyo_capsule_hotel-cmd-side-b = B面
tokyo_capsule_hotel-cmd-stacked = 積み重ね
tokyo_capsule_hotel-cmd-flat = 横並び
tokyo_capsule_hotel-cmd-coupons = クーポン
tokyo_capsule_hotel-cmd-entrance = エントランス
tokyo_capsule_hotel-cmd-floor = 階
tokyo_capsule_hotel-cmd-to = へ
tokyo_capsule_hotel-cmd-yen = 円
tokyo_capsule_hotel-cmd-area = 土地エリア
tokyo_capsule_hotel-cmd-subdivision = サブディビジョン
tokyo_capsule_hotel-cmd-promise = 約束
tokyo_capsule_hotel-building-coin-laundry = Coin Laundry
tokyo_capsule_hotel-building-sweets-buffet = Sweets Buffet
tokyo_capsule_hotel-building-tokyo-spike = Tokyo Spike
tokyo_capsule_hotel-building-park = Park
tokyo_capsule_hotel-building-arcade = Arcade
tokyo_capsule_hotel-building-sumo-dohyo = Sumo Dohyo
tokyo_capsule_hotel-timer-loan = ローン
tokyo_capsule_hotel-timer-head = 列の先頭
tokyo_capsule_hotel-timer-trade-response = 取引の返答
tokyo_capsule_hotel-timer-idle = 放置
tokyo_capsule_hotel-timer-winddown = 交渉の締め切り
tokyo_capsule_hotel-text-loan = ローン金額(円)
tokyo_capsule_hotel-text-board = 土地区画ボード(L3000など)
tokyo_capsule_hotel-text-cell = マス x,y
tokyo_capsule_hotel-text-degrees = 角度
tokyo_capsule_hotel-text-count = 数
tokyo_capsule_hotel-text-colour = 色
tokyo_capsule_hotel-text-capsule = カプセル x,y,h または x,y,v
tokyo_capsule_hotel-text-level = 階数
tokyo_capsule_hotel-text-player = プレイヤー
tokyo_capsule_hotel-text-yen = 金額(円)
tokyo_capsule_hotel-text-area = 土地エリア(P2など)
tokyo_capsule_hotel-text-rect = 長方形 x,y,w,h
tokyo_capsule_hotel-text-trade = 取引(T3など)
tokyo_capsule_hotel-text-promise = 引用符で囲んだ文
tokyo_capsule_hotel-help-loan = 第1ラウンド: 示された金額(円)から開始時ローンを選びます。
tokyo_capsule_hotel-help-join = 購入の列の最後尾に並び直します。
tokyo_capsule_hotel-help-leave = 購入せずに列の順番を放棄し、取引や様子見をします。
tokyo_capsule_hotel-help-pass = このフェイズの残りをパスします。保留中の取引は取りやめになります。
tokyo_capsule_hotel-help-warn = 列の先頭のプレイヤーに警告します。先頭のプレイヤーは残りわずかな時間で行動しなければなりません。
tokyo_capsule_hotel-help-buy-land = 土地区画ボードを購入し、北西の角をマス x,y(列と行、0から)に合わせて置きます。回転は時計回りに0・90・180・270度、「裏返し」で東西に裏返します。クーポンは1枚500円として使えます。
tokyo_capsule_hotel-help-buy-capsules = カプセルボードに残っている、ピンク以外の1色のカプセルをすべて購入します。
tokyo_capsule_hotel-help-buy-pink = ピンクのカプセルをこの数だけ購入します。
tokyo_capsule_hotel-help-buy-vending-machine = 自分の土地のマス x,y に自動販売機を置きます。
tokyo_capsule_hotel-help-buy-graveyard = 自分の土地のマス x,y に墓地を置き、その代金を受け取ります。
tokyo_capsule_hotel-help-buy-hotel = プレイヤーエリアの1色のカプセルでエントランス(+ホテル建設)を行います: エントランスのマス、続いて各カプセルを西端(h)または北端(v)のマス x,y で示します。カプセルは「階」で別の階を指定するまで1階に置かれます。
tokyo_capsule_hotel-help-buy-laundry = 北西のマスを x,y に合わせて Coin Laundry を建て、1色のカプセルをこの数だけ横並び(既定)または積み重ねて載せます。
tokyo_capsule_hotel-help-buy-building = 北西のマスを x,y に合わせて大型の建物を建てます。Arcade は90度回転できます。ゲームが求めるときはアトラクションカードの面を指定します。
tokyo_capsule_hotel-help-trade = 取引を提案します: 各移転で渡すプレイヤー、受け取るプレイヤー、品(円、クーポン、1色のカプセル、土地エリア全体、または列 x〜x+w−1・行 y〜y+h−1 の長方形で示すサブディビジョン)を示し、最後に引用符で囲んだ約束を添えられます。
tokyo_capsule_hotel-help-accept = 自分が当事者である保留中の取引に合意します。
tokyo_capsule_hotel-help-reject = 自分が当事者である保留中の取引を断ります。取引は取りやめになります。
tokyo_capsule_hotel-help-withdraw = 自分が提案した保留中の取引を取り下げます。
tokyo_capsule_hotel-help-resign = 投了します。ゲームは得点計算なしでただちに終了します。

## Rejections: why a command is refused

tokyo_capsule_hotel-during-loan = ローンフェイズ中
tokyo_capsule_hotel-during-purchase = 購入/交渉フェイズ中
tokyo_capsule_hotel-during-wind-down = 購入/交渉フェイズの締めくくり中
tokyo_capsule_hotel-during-setup = 準備中
tokyo_capsule_hotel-during-game-over = ゲーム終了後
tokyo_capsule_hotel-during-other = フェイズ「{ $phase }」中
tokyo_capsule_hotel-command-choose-loan = ローンを選ぶ
tokyo_capsule_hotel-command-join-queue = 列に並ぶ
tokyo_capsule_hotel-command-leave-queue = 列を離れる
tokyo_capsule_hotel-command-pass = パスする
tokyo_capsule_hotel-command-warn-head = 列の先頭に警告する
tokyo_capsule_hotel-command-purchase = 購入する
tokyo_capsule_hotel-command-propose-trade = 取引を提案する
tokyo_capsule_hotel-command-accept-trade = 取引に合意する
tokyo_capsule_hotel-command-reject-trade = 取引を断る
tokyo_capsule_hotel-command-withdraw-trade = 取引を取り下げる
tokyo_capsule_hotel-command-resign = 投了する
tokyo_capsule_hotel-command-other = 「{ $type }」
tokyo_capsule_hotel-head-timeout-automatic = 列の先頭の制限時間は常に進みます
tokyo_capsule_hotel-head-timeout-on-warning = 警告で列の先頭の残り時間が短くなります
tokyo_capsule_hotel-piece-entrance = エントランス
tokyo_capsule_hotel-piece-vending-machine = 自動販売機
tokyo_capsule_hotel-dir-h = 横向き(h)
tokyo_capsule_hotel-dir-v = 縦向き(v)
tokyo_capsule_hotel-dir-other = 「{ $dir }」

tokyo_capsule_hotel-rejection-wrong-phase = { $count ->
        [0] { $phase }はそのコマンドを送れません(今送れるコマンドはありません)
       *[other] { $phase }はそのコマンドを送れません(今送れるコマンド: { $allowed })
    }
tokyo_capsule_hotel-rejection-loan-amount-invalid = { $amount }円のローンは選べません(選べる金額: { $options })
tokyo_capsule_hotel-rejection-already-in-queue = あなたはすでに購入の列の{ $place }番目に並んでいます
tokyo_capsule_hotel-rejection-not-in-queue = あなたは購入の列に並んでいません
tokyo_capsule_hotel-rejection-has-open-negotiation = 保留中の取引({ $trades })があるあいだは、購入の列に並び直せません
tokyo_capsule_hotel-rejection-spending-limit-reached = 購入上限に達しているため({ $spent }円/{ $limit }円)、このラウンドはそれ以上購入も列に並ぶこともできません
tokyo_capsule_hotel-rejection-not-allowed-in-mode = このゲームでは列の先頭への警告は使いません({ $mode })
tokyo_capsule_hotel-rejection-no-head = 購入の列の先頭に誰もいないため、警告できません
tokyo_capsule_hotel-rejection-cannot-warn-self = あなたは列の先頭にいるため、自分に警告することはできません
tokyo_capsule_hotel-rejection-not-at-head = 購入できるのは列の先頭のプレイヤーだけです(現在の先頭: { $head })
tokyo_capsule_hotel-rejection-not-at-head-nobody = 購入できるのは列の先頭のプレイヤーだけです(購入の列は空です)
tokyo_capsule_hotel-rejection-coupons-not-allowed = 墓地はお金を受け取る品なので、クーポンでは支払えません(出したクーポン: { $count }枚)
tokyo_capsule_hotel-rejection-not-enough-coupons = クーポン{ $count }枚を出そうとしましたが、持っているのは{ $held }枚だけです
tokyo_capsule_hotel-rejection-too-many-coupons = クーポン{ $count }枚は{ $worth }円分で、価格の{ $price }円を超えています
tokyo_capsule_hotel-rejection-insufficient-funds = 資金が足りません({ $required }円が必要ですが、所持金は{ $yen }円です)
tokyo_capsule_hotel-rejection-supply-exhausted = { $piece }は品切れです(ストックに残っていません)
tokyo_capsule_hotel-rejection-colour-unavailable = { $reason ->
        [unknown] 「{ $colour }」はカプセルの色ではありません
        [pink] ピンクのカプセルは個数を指定して、ピンクのカプセルとして購入します
       *[other] { $colour }のカプセルはすでに購入されています
    }
tokyo_capsule_hotel-rejection-pink-count-invalid = { $available ->
        [0] カプセルボードにピンクのカプセルが残っていません
       *[other] ピンクのカプセルは1〜{ $available }個の範囲で購入できます({ $count }個は購入できません)
    }
tokyo_capsule_hotel-rejection-not-enough-capsules = { $colour }のカプセルが{ $required }個必要ですが、プレイヤーエリアには{ $held }個しかありません
tokyo_capsule_hotel-rejection-capsule-count-invalid = { $count ->
        [0] ホテルには少なくとも1個のカプセルが必要です
       *[other] Coin Laundry に載せられるカプセルは0〜2個です({ $count }個は載せられません)
    }
tokyo_capsule_hotel-rejection-laundry-layout-invalid = Coin Laundry に積み重ねるカプセルはちょうど2個でなければなりません({ $count }個は不可)
tokyo_capsule_hotel-rejection-laundry-layout-invalid-building = 購入時にカプセルを載せられるのは Coin Laundry だけです({ $building }には載せられません)
tokyo_capsule_hotel-rejection-side-required = { $building }のアトラクションカードはA面かB面かを選んでください
tokyo_capsule_hotel-rejection-side-not-allowed = { $building }は{ $side }面を使えません
tokyo_capsule_hotel-rejection-side-not-allowed-cards-off = このゲームではアトラクションカードを使わないため、{ $building }の面は指定できません
tokyo_capsule_hotel-rejection-side-not-allowed-no-card = { $building }にはアトラクションカードがないため、面は指定できません
tokyo_capsule_hotel-rejection-side-not-allowed-all-b = このゲームでは大型の建物はすべてB面を使うため、{ $building }は{ $side }面を使えません
tokyo_capsule_hotel-rejection-side-not-allowed-locked = Sweets Buffet はすべて最初の1つで決まった{ $locked }面を使うため、{ $side }面は使えません
tokyo_capsule_hotel-rejection-unknown-land-board = 土地区画ボード{ $board }はありません
tokyo_capsule_hotel-rejection-bad-orientation = 土地区画ボードや建物を{ $value }°回転させることはできません(使える角度: { $allowed })
tokyo_capsule_hotel-rejection-bad-orientation-mirror = このゲームでは土地区画ボードを裏返して置けません
tokyo_capsule_hotel-rejection-bad-orientation-dir = このゲームではカプセルを{ $dir }に置けません(置ける向き: { $allowed })
tokyo_capsule_hotel-rejection-bad-orientation-other = { $field }に{ $value }は使えません(使える値: { $allowed })
tokyo_capsule_hotel-rejection-out-of-bounds = マス{ $cell }はマップの外です
tokyo_capsule_hotel-rejection-land-overlap = 土地が{ $cell }で土地エリア{ $area }と重なります
tokyo_capsule_hotel-rejection-land-not-adjacent = 土地は既存の区画と辺の少なくとも一部が接していなければなりません(角だけでは不可)
tokyo_capsule_hotel-rejection-not-own-land = マス{ $cell }は{ $owner }の土地で、あなたの土地ではありません
tokyo_capsule_hotel-rejection-not-own-land-no-land = マス{ $cell }はどの土地の上にもありません
tokyo_capsule_hotel-rejection-spans-multiple-areas = 建造物は1つの土地エリアの中に完全に収まらなければなりませんが、これは{ $areas }にまたがります
tokyo_capsule_hotel-rejection-cell-occupied = マス{ $cell }にはすでに建造物{ $structure }があります
tokyo_capsule_hotel-rejection-gap-violation = マス{ $cell }が{ $structure }に接してしまいます。建造物の間には目に見える隙間が必要です
tokyo_capsule_hotel-rejection-graveyard-limit = 区画{ $parcel }にはすでに墓地が{ $count }つあり、これ以上置けません
tokyo_capsule_hotel-rejection-golden-rule = ホテル配置の黄金律に反します: 土地エリア{ $area }のホテルが{ $hotels }軒になるのに、自動販売機は{ $machines }台、墓地は{ $graveyards }個しかありません
tokyo_capsule_hotel-rejection-floor-sequence-invalid = 階は1階から順に飛ばさずに使わなければなりません(指定された階: { $floors })
tokyo_capsule_hotel-rejection-hotel-self-overlap = 同じ階の2個のカプセル、またはエントランスと1階のカプセルがマス{ $cell }で重なっています
tokyo_capsule_hotel-rejection-capsule-not-supported = { $number }番目のカプセルは{ $cell }の下に何もありません。上の階のカプセルは下の階のカプセルの上に完全に載せなければなりません
tokyo_capsule_hotel-rejection-ground-not-connected = 1階のカプセルはすべてつながっていなければなりません
tokyo_capsule_hotel-rejection-entrance-not-touching = { $cell }のエントランスは1階のカプセルと辺で接していなければなりません
tokyo_capsule_hotel-rejection-too-many-floors = { $floors }階建てのホテルには1階に少なくとも{ $floors }個のカプセルが必要ですが、{ $ground }個しかありません(ピンクの1本積みだけは例外です)
tokyo_capsule_hotel-rejection-negotiation-closed = 購入上限に達したため、このフェイズでは新たな交渉を始めることはできません
tokyo_capsule_hotel-rejection-not-free = 取引の提案や合意は購入の列を離れているときだけできます({ $status ->
        [queued] あなたは列に並んでいます
       *[other] あなたはこのフェイズをパスしています
    })
tokyo_capsule_hotel-rejection-too-many-open-proposals = 保留中の提案はすでに上限の{ $limit }件あります
tokyo_capsule_hotel-rejection-invalid-parties = { $number }番目の{ $reason ->
        [promise_to_self] 約束
       *[other] 移転
    }が、同じプレイヤーから同じプレイヤーへのものになっています
tokyo_capsule_hotel-rejection-unknown-party = { $player }はこのゲームに参加していません
tokyo_capsule_hotel-rejection-self-trade = 取引には少なくとも2人のプレイヤーが必要です
tokyo_capsule_hotel-rejection-party-passed = { $player }はこのフェイズをパスしたため、取引に参加できません
tokyo_capsule_hotel-rejection-empty-contribution = { $player }が何も差し出していません。取引に参加する各プレイヤーは、移転か約束で何かを差し出さなければなりません
tokyo_capsule_hotel-rejection-bad-amount = { $field ->
        [amount] { $number }番目の移転: 円は取引単位の正の倍数でなければなりません
        [count] { $number }番目の移転: 数は1以上でなければなりません
        [rects] { $number }番目の移転: サブディビジョンが空か、形が正しくありません
        [text] { $number }番目の約束: 文は空でも長すぎてもいけず、目に見える普通の文字でなければなりません
       *[other] { $number }番目の移転: { $field }が正しくありません
    }
tokyo_capsule_hotel-rejection-amount-out-of-range = { $number }番目の移転: 1人が渡す同じ品の{ $field ->
        [count] 数
       *[other] 金額
    }の合計が、誰も持てないほど大きくなります
tokyo_capsule_hotel-rejection-item-not-owned = { $player }は土地エリア{ $area }を所有していません
tokyo_capsule_hotel-rejection-item-not-owned-yen = { $player }は{ $required }円を渡すことになっていますが、{ $held }円しか持っていません
tokyo_capsule_hotel-rejection-item-not-owned-coupons = { $player }はクーポン{ $required }枚を渡すことになっていますが、{ $held }枚しか持っていません
tokyo_capsule_hotel-rejection-item-not-owned-capsules = { $player }は{ $colour }のカプセル{ $required }個を渡すことになっていますが、{ $held }個しか持っていません
tokyo_capsule_hotel-rejection-trade-land-conflict = 土地エリア{ $area }が取引の複数の土地の品に含まれています
tokyo_capsule_hotel-rejection-subdivision-outside-parent = サブディビジョンのマス{ $cell }がマップの外か、元の土地エリアのマスではありません
tokyo_capsule_hotel-rejection-subdivision-not-connected = サブディビジョンのマスはつながっていなければなりません
tokyo_capsule_hotel-rejection-subdivision-whole-area = サブディビジョンが{ $area }のすべてのマスを含んでいます。土地エリア全体を取引してください
tokyo_capsule_hotel-rejection-subdivision-splits-structure = 建造物{ $structure }がサブディビジョンの内側と外側にまたがってしまいます
tokyo_capsule_hotel-rejection-subdivision-golden-rule = 分割すると土地エリア{ $area }がホテル配置の黄金律に反します: ホテル{ $hotels }軒に対して、自動販売機は{ $machines }台、墓地は{ $graveyards }個しかありません
tokyo_capsule_hotel-rejection-trade-not-found = あなたに見える保留中の取引{ $trade }はありません
tokyo_capsule_hotel-rejection-not-addressee = 取引{ $trade }はあなたに返答を求めていません
tokyo_capsule_hotel-rejection-not-proposer = 取引{ $trade }を取り下げられるのは提案者だけです
tokyo_capsule_hotel-rejection-trade-already-answered = あなたはすでに取引{ $trade }に合意しています
tokyo_capsule_hotel-rejection-trade-no-longer-valid = あなたが最後の合意でしたが、取引{ $trade }はもう成り立たないため({ $reason })、保留のままです
tokyo_capsule_hotel-rejection-timeout-not-applicable = { $timer }の時間切れは今は当てはまりません({ $reason ->
        [wrong_phase] 今はそのフェイズではありません
        [not_head] そのプレイヤーは列の先頭ではありません
        [no_trade] その取引はありません
        [not_pending] そのプレイヤーに返答待ちの取引はありません
        [not_idle] そのプレイヤーは放置状態ではありません
       *[other] { $reason }
    })。時間切れを送るのはサーバーだけです

## Board picture

# 絵の名前: ゲーム名、描いた版(「40 手目」)、状況。
tokyo_capsule_hotel-picture-title = { $game } ・ { $version }: { $status }
tokyo_capsule_hotel-picture-status-loan = 第{ $round }ラウンド、ローンフェイズ: { $seats }のローンの選択待ち。
# $head は tokyo_capsule_hotel-picture-head または tokyo_capsule_hotel-picture-queue-empty。
tokyo_capsule_hotel-picture-status-purchase = 第{ $round }ラウンド、購入/交渉フェイズ: { $head }。
tokyo_capsule_hotel-picture-status-wind-down = 第{ $round }ラウンド、購入は終了、交渉の締めくくり中: { $head }。
tokyo_capsule_hotel-picture-head = 列の先頭は{ $seat }
tokyo_capsule_hotel-picture-queue-empty = 購入の列は空です
tokyo_capsule_hotel-picture-status-setup = ゲームの開始を待っています。
tokyo_capsule_hotel-picture-status-over = ゲーム終了。
# 絵の説明文(1文ずつ)。
tokyo_capsule_hotel-picture-desc-intro = { $game }のマップ({ $version })。
tokyo_capsule_hotel-picture-desc-spent = このフェイズの支出は{ $spent }円/{ $limit }円。
tokyo_capsule_hotel-picture-desc-players = プレイヤー: { $players }。
# 説明文の1人のプレイヤー。$loan は tokyo_capsule_hotel-picture-loan のいずれか。
tokyo_capsule_hotel-picture-desc-player = { $player }({ $yen }円、クーポン{ $count }枚、{ $loan })
# $structures は tokyo_capsule_hotel-picture-count の並び。
tokyo_capsule_hotel-picture-desc-map = マップには土地エリア{ $areas }個と、{ $structures }があります。
tokyo_capsule_hotel-picture-desc-map-empty = マップには土地エリア{ $areas }個があり、建造物はありません。
tokyo_capsule_hotel-picture-count-hotels = ホテル{ $count }軒
tokyo_capsule_hotel-picture-count-buildings = 建物{ $count }棟
tokyo_capsule_hotel-picture-count-vending-machines = 自動販売機{ $count }台
tokyo_capsule_hotel-picture-count-graveyards = 墓地{ $count }個
# プレイヤーのローン: 公開後、公開前の自分のもの、公開前の他人のもの、未選択。
tokyo_capsule_hotel-picture-loan = 開始時ローン{ $loan }円、借金{ $debt }円
tokyo_capsule_hotel-picture-loan-own-secret = あなたのローン{ $loan }円(全員が選ぶまで非公開)
tokyo_capsule_hotel-picture-loan-chosen = ローン選択済み(非公開)
tokyo_capsule_hotel-picture-loan-none = ローン未選択
tokyo_capsule_hotel-picture-yen = { $yen }円
# 土地エリアのツールチップ: ID、種類、所有者、広さ。
tokyo_capsule_hotel-picture-area = { $area }({ $kind }): 所有者 { $owner }、{ $cells }マス
tokyo_capsule_hotel-picture-area-starting = 開始区画
tokyo_capsule_hotel-picture-area-parcel = 区画
tokyo_capsule_hotel-picture-area-subdivision = サブディビジョン
# 建造物のツールチップ: ID、種類、所有者、土地エリア。
tokyo_capsule_hotel-picture-structure = { $id }: { $owner }の{ $name }({ $area })
# ホテルのツールチップ: 建造物のものに続けて高さとカプセル数。
tokyo_capsule_hotel-picture-hotel-tooltip = { $structure }、{ $height }階建て、カプセル{ $count }個
tokyo_capsule_hotel-picture-hotel = { $colour }のカプセルホテル
tokyo_capsule_hotel-picture-building-with-capsules = { $colour }のカプセルを載せた{ $building }
tokyo_capsule_hotel-picture-graveyard = 墓地
# マップの16単位のマスに書く1文字: 自動販売機、墓地。
tokyo_capsule_hotel-picture-mark-vending-machine = 販
tokyo_capsule_hotel-picture-mark-graveyard = 墓
# マップのカプセルの上に、そこに積まれた階数(短く)。
tokyo_capsule_hotel-picture-floors = { $floors }階
# マップの横のパネル。
tokyo_capsule_hotel-picture-round = 第{ $round }ラウンド
tokyo_capsule_hotel-picture-spent = 支出 { $spent }円/{ $limit }円
tokyo_capsule_hotel-picture-spent-limit = 支出 { $spent }円/{ $limit }円(購入上限に達しました)
tokyo_capsule_hotel-picture-queue = 購入の列: { $names }
tokyo_capsule_hotel-picture-queue-none = 購入の列: なし
tokyo_capsule_hotel-picture-tallest = 最も高いホテル: { $height }階建て(トークン: { $holder })
# プレイヤーの欄: 「ann ・ あなた」、続いて席、クーポン、購入/交渉フェイズの状態。
tokyo_capsule_hotel-picture-you = { $name } ・ あなた
tokyo_capsule_hotel-picture-player-about = 時計回り{ $seat }番目 ・ クーポン{ $count }枚 ・ { $status }
tokyo_capsule_hotel-picture-status-queued = 列に並んでいる
tokyo_capsule_hotel-picture-status-free = 列の順番を放棄
tokyo_capsule_hotel-picture-status-passed = パス
# その色の小さなカプセルの横に、個数。
tokyo_capsule_hotel-picture-capsule-count = { $colour }{ $count }個
tokyo_capsule_hotel-picture-no-capsules = カプセルなし
tokyo_capsule_hotel-picture-capsule-board = カプセルボード
tokyo_capsule_hotel-picture-supplies = 残りのエントランス{ $entrances }個 ・ 残りの自動販売機{ $machines }台
# 続けて各建物の短い印刷名と残りの数。
tokyo_capsule_hotel-picture-buildings-left = 残りの建物:
# 続けて各色の tokyo_capsule_hotel-picture-franchise-income。
tokyo_capsule_hotel-picture-franchise-incomes = フランチャイズ収入:
tokyo_capsule_hotel-picture-franchise-income = { $colour } { $yen }円
tokyo_capsule_hotel-picture-hotels = ホテル
tokyo_capsule_hotel-picture-hotel-line = { $id }: { $name }、{ $height }階建て、カプセル{ $count }個、{ $owner }
tokyo_capsule_hotel-picture-trade = 保留中の取引{ $trade }: { $parties }

## The options of a new game

tokyo_capsule_hotel-option-attraction-cards = アトラクションカード・ヴァリアント
tokyo_capsule_hotel-option-attraction-cards-help = 大型の建物(Sweets Buffet、Tokyo Spike、Park、Arcade、Sumo Dohyo)がアトラクションカードのB面の効果を使えるかどうかを決めます。既定: 使わない(すべての建物がA面)。
tokyo_capsule_hotel-choice-attraction-cards-off = 使わない(A面のみ)
tokyo_capsule_hotel-choice-attraction-cards-buyer-chooses = 購入者がA面かB面を選ぶ
tokyo_capsule_hotel-choice-attraction-cards-all-b = 大型の建物はすべてB面
tokyo_capsule_hotel-option-building-counts = 各建物の数
tokyo_capsule_hotel-option-building-counts-help = ゲーム中に購入できる各種類の建物の数で、それぞれ0〜20です。既定: Coin Laundry 4、Sweets Buffet 3、Tokyo Spike・Park・Arcade・Sumo Dohyo は各1。
tokyo_capsule_hotel-option-capsule-orientations = カプセルの向き
tokyo_capsule_hotel-option-capsule-orientations-help = ホテルでカプセルを置ける向きで、横向き(h、東西)、縦向き(v、南北)、またはその両方です。少なくとも1つは必要です。既定: 両方。
tokyo_capsule_hotel-option-capsules = カプセルボードと価格
tokyo_capsule_hotel-option-capsules-help = ゲーム開始時にカプセルボードにある9色それぞれのカプセルの数(各0〜100、ほかに各色0〜10個をフランチャイズのマーカーとして取り分けます)と価格(0〜100,000円)です。ピンクは個数を指定して購入し、1回の購入の最初の1個と2個目以降にそれぞれ価格があり、ピンク以外の色を購入するとその色のカプセルをすべて1個あたりの価格で受け取ります。既定: ピンク38個(最初の1個2,000円、以降1個500円)、赤8、オレンジ7、黄6、緑6、青5、紫4、白3、黒2(1個500円)、各色のマーカー1個。
tokyo_capsule_hotel-option-coupon-rounds = クーポンシンボルのラウンド
tokyo_capsule_hotel-option-coupon-rounds-help = 開始時に全員がクーポンを1枚受け取るラウンド(ラウンドトラックのクーポンシンボル)で、各1〜ラウンド数です。空にするとこのクーポンはありません。既定: 第3・5・7ラウンド。
tokyo_capsule_hotel-option-dice-faces = ボーナスダイスの面
tokyo_capsule_hotel-option-dice-faces-help = 各建物のボーナスダイスの面で、1〜20面、どの面も同じ確率で出ます(同じ面を2回並べると2倍出やすくなります)。各面は建物の所有者へのクーポン1〜10枚、区画の各ホテルへのアトラクション収入1〜100,000円、または墓地無効シンボルです。既定: ルールブックのダイス(A面)。
tokyo_capsule_hotel-option-footprints = 建物の大きさ
tokyo_capsule_hotel-option-footprints-help = マップ上の各建物の大きさで、回転前の幅×高さ(マス、1辺1〜10)です。Arcade 以外は正方形でなければなりません。既定: Park と Sumo Dohyo は3×3、Arcade は3×2、その他は2×2。
tokyo_capsule_hotel-option-gap = 建造物の間の隙間
tokyo_capsule_hotel-option-gap-help = マップ上の2つの建造物がどのように接すると、建設ルールの「目に見える隙間」に反するかを決めます。既定: 辺でも角でも接してはならない。
tokyo_capsule_hotel-choice-gap-all-neighbours = 辺も角も接触禁止
tokyo_capsule_hotel-choice-gap-edges-only = 角の接触は可
tokyo_capsule_hotel-option-income = ホテルのない区画のダイス
tokyo_capsule_hotel-option-income-help = ホテルが1軒もない区画の建物も、収入フェイズにボーナスダイスを振るかどうかです。振る場合、クーポンの面は建物の所有者に支払われます。既定: 振る。
tokyo_capsule_hotel-option-land = 土地区画ボードの裏返し
tokyo_capsule_hotel-option-land-help = 土地区画ボードを回転するだけでなく、裏返して置けるかどうかです。既定: 裏返せる。
tokyo_capsule_hotel-option-land-boards = 土地区画ボード
tokyo_capsule_hotel-option-land-boards-help = 購入できる土地区画ボードで、それぞれ価格(1〜100,000円)と形(北の行から順に、# がマス、. が空き。最大20行×20マスで、マスはつながっていること)を持ちます。少なくとも1枚必要です。既定: L3000、L3500、L4000、L5000、L6000 の5枚(3,000〜6,000円)。
tokyo_capsule_hotel-option-lenient-small-items = 自動販売機と墓地の隙間の緩和
tokyo_capsule_hotel-option-lenient-small-items-help = オンにすると、その土地エリアのどのマスでも隙間を保てないとき、自動販売機や墓地を他の建造物に接して置けます。ホテルと建物には常に隙間が必要です。既定: オン。
tokyo_capsule_hotel-option-loan = 開始時ローン
tokyo_capsule_hotel-option-loan-help = 第1ラウンドに選べるローンの金額(1〜10通り、各1〜1,000,000円)、金額ごとに付くクーポン(0〜20枚)、期限までに選ばなかったプレイヤーの金額、1ラウンドあたりの利息(ローン額の0〜100%)です。既定: 4,000円(クーポン1枚付き)、6,000円、8,000円、10,000円、未選択なら4,000円、利息10%。
tokyo_capsule_hotel-option-map = マップの大きさ
tokyo_capsule_hotel-option-map-help = マップの幅と高さ(マス、各8〜100)です。既定: 40×40。
tokyo_capsule_hotel-option-max-players = 最大人数
tokyo_capsule_hotel-option-max-players-help = ゲームに参加できるプレイヤーの最大数で、最小人数〜5人です。既定: 5人。
tokyo_capsule_hotel-option-min-players = 最小人数
tokyo_capsule_hotel-option-min-players-help = ゲームを始めるのに必要なプレイヤーの最少数で、2〜5人です。既定: 2人。
tokyo_capsule_hotel-option-prices = 固定価格
tokyo_capsule_hotel-option-prices-help = 自動販売機の価格、エントランス(+ホテル建設)の費用であるエントランスの価格(各0〜100,000円)、墓地の価格(−100,000〜0円、マイナスの額は購入者が受け取ります)です。既定: 自動販売機500円、エントランス1,000円、墓地−200円(200円を得る)。
tokyo_capsule_hotel-option-rounds = ラウンド数
tokyo_capsule_hotel-option-rounds-help = ゲームのラウンド数で、1〜20です。遅くとも最終ラウンドの収入のあとでゲームは終了します。既定: 8。
tokyo_capsule_hotel-option-spend-limits = 購入上限
tokyo_capsule_hotel-option-spend-limits-help = 1回の購入/交渉フェイズの購入上限(円)で、ゲームで認められる各プレイヤー数ごとに1〜1,000,000円です。支出がこれに達すると、そのラウンドはそれ以上購入を行えません。既定: プレイヤー1人あたり4,000円(2人で8,000円〜5人で20,000円)。
tokyo_capsule_hotel-option-starting = 開始区画
tokyo_capsule_hotel-option-starting-help = マップ上の正方形の開始区画の枠(1辺1〜20マス、各枠の北西のマス)と、プレイヤー数ごとに各席が時計回りの順にどの枠を確保するかです。確保された枠がそのプレイヤーの開始区画になります。既定: 中央の5×5の枠 S-NW、S-NE、S-SE、S-SW、5人のときは S-S も。
tokyo_capsule_hotel-option-supplies = ストックの駒の数
tokyo_capsule_hotel-option-supplies-help = 開始時にストックにあるエントランス(建てられるエントランス(+ホテル建設)の上限)と自動販売機の数で、各0〜100です。既定: エントランス20個、自動販売機20台。
tokyo_capsule_hotel-option-tallest-hotel = 最も高いホテル・ヴァリアント
tokyo_capsule_hotel-option-tallest-hotel-help = オンにすると、マップ上のどのホテルよりも高いホテルを建てたプレイヤーがクーポンを1枚受け取ります。ゲームで最初のホテルは何も得ません。既定: オフ。
tokyo_capsule_hotel-option-timing = 制限時間
tokyo_capsule_hotel-option-timing-help = 制限時間(秒、1〜31,622,400、つまり最長366日)で、第1ラウンドのローンの選択、列の先頭、取引への返答、列を離れて何もしないプレイヤーがパスになるまで、購入上限に達したあと保留中の取引が決着するまでの時間です。ほかのプレイヤーが列の先頭に警告して、残り時間を短い警告時間に縮められるかどうかも決めます。既定: ローン48時間、列の先頭24時間(警告なし、警告時間1時間)、取引の返答24時間、放置48時間、交渉の締め切り24時間。
tokyo_capsule_hotel-option-trade = 取引のルール
tokyo_capsule_hotel-option-trade-help = 1人が同時に出せる保留中の提案の数(1〜20)、保留中の提案とその約束が見えるプレイヤー(当事者のみか全員か)、取引の円の単位(1〜100,000円の倍数)、約束の最大文字数(1〜10,000)です。既定: 3件、当事者のみ、100円単位、500文字。
tokyo_capsule_hotel-bot-simple = 6,000円のローンを組み、列の先頭では見つけた中で最も大きいホテルを建て、黄金律で次のホテルが建てられなくなるときは自動販売機を置き、カプセルや土地が足りなくなれば購入し、取引はすべて断ります。
