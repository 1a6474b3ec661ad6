### モノポリー：出来事の言葉

## The game's title

monopoly-title = モノポリー

## 用語

monopoly-square-go = GO
monopoly-square-jail = 刑務所（見学中）
monopoly-square-free-parking = 無料駐車場
monopoly-square-go-to-jail = 「刑務所へ入れ」のマス
monopoly-square-chance = チャンスカードのマス
monopoly-square-community-chest = 共同基金カードのマス
monopoly-square-income-tax = 所得税
monopoly-square-luxury-tax = 物品税
monopoly-square-electric-company = 電力会社
monopoly-square-water-works = 水道会社
monopoly-square-unknown = { $index }番のマス

monopoly-deck-chance = チャンスカード
monopoly-deck-community-chest = 共同基金カード

monopoly-group-brown = ブラウン
monopoly-group-light-blue = ライトブルー
monopoly-group-pink = ピンク
monopoly-group-orange = オレンジ
monopoly-group-red = レッド
monopoly-group-yellow = イエロー
monopoly-group-green = グリーン
monopoly-group-dark-blue = ダークブルー

monopoly-party-bank = 銀行
monopoly-party-jackpot = 無料駐車場の積立金

monopoly-item-cash = 現金${ $amount }
monopoly-item-nothing = なし
monopoly-item-jail-card = 「刑務所から釈放」のカード
monopoly-item-house = 家1軒
monopoly-item-hotel = ホテル1つ
monopoly-item-mortgaged = { $square }（抵当に入ったまま）

monopoly-list-last = { $first }と{ $rest }
monopoly-list-more = { $first }、{ $rest }

monopoly-level-none = { $square }（建物なし）
monopoly-level-houses = { $square }（家{ $count }軒）
monopoly-level-hotel = { $square }（ホテル）

monopoly-reason-salary = サラリー
monopoly-reason-rent = レンタル料
monopoly-reason-tax = 税金
monopoly-reason-jail-fine = 刑務所の罰金
monopoly-reason-card = カード
monopoly-reason-purchase = 購入
monopoly-reason-auction = 競売
monopoly-reason-buildings = 建設費
monopoly-reason-building-sale = 建物の売却
monopoly-reason-mortgage = 抵当
monopoly-reason-unmortgage = 抵当の解除
monopoly-reason-mortgage-interest = 抵当の利息
monopoly-reason-trade = 交渉
monopoly-reason-bankruptcy = 破産
monopoly-reason-jackpot = 無料駐車場の積立金

monopoly-rent-basis-monopoly = 独占により2倍
monopoly-rent-basis-houses = 家{ $count }軒
monopoly-rent-basis-hotel = ホテル
monopoly-rent-basis-railroads = 鉄道{ $count }か所を所有
monopoly-rent-basis-railroad-card = カードにより2倍
monopoly-rent-basis-utility = 出た目の合計{ $total }の{ $multiplier }倍
monopoly-rent-basis-utility-card = カードにより出た目の合計{ $total }の{ $multiplier }倍

monopoly-action-roll-dice = サイコロを振りました
monopoly-action-decline-property = 購入を拒否しました
monopoly-action-choose-income-tax = 所得税の払い方を選びました
monopoly-action-pass-bid = 競売から降りました
monopoly-action-waive-claim = 建物の要求を放棄しました
monopoly-action-resolve-mortgage-transfer = 抵当の扱いを決めました
monopoly-action-end-turn = 順番を終えました
monopoly-action-liquidate = 負債を支払うために売却と抵当を行いました
monopoly-action-close-rescue = 救済の受付を締め切りました
monopoly-action-void-trade = 交渉を無効にしました
monopoly-action-end-at-round-end = このラウンドの終わりでゲームを終了します

monopoly-end-last-player = 最後まで残ったプレイヤー
monopoly-end-round-limit = ラウンドの上限
monopoly-end-deadline = 期限

monopoly-standing = { $seat }（資産${ $amount }）

## カード

monopoly-card-advance-to-go = GOへ進む（$200を受け取る）
monopoly-card-ch02 = Illinois Avenueへ進む
monopoly-card-ch03 = St. Charles Placeへ進む
monopoly-card-ch04 = 最寄りの公共会社へ進む（所有者がいれば出た目の10倍を支払う）
monopoly-card-ch05 = 最寄りの鉄道へ進む（所有者がいればレンタル料は2倍）
monopoly-card-ch07 = 銀行から配当金$50を受け取る
monopoly-card-jail-free = 刑務所から釈放
monopoly-card-ch09 = 3マス戻る
monopoly-card-go-to-jail = 刑務所へ行く
monopoly-card-ch11 = 建物の修理：家1軒につき$25、ホテル1つにつき$100
monopoly-card-ch12 = $15を支払う（貧困税・スピード違反の罰金）
monopoly-card-ch13 = Reading Railroadへ進む
monopoly-card-ch14 = Boardwalkへ進む
monopoly-card-ch15 = 取締役会長に選ばれる：各プレイヤーに$50ずつ支払う
monopoly-card-ch16 = 建設ローンの満期：$150を受け取る
monopoly-card-cc02 = 銀行の誤りで$200を受け取る
monopoly-card-cc03 = 診察料：$50を支払う
monopoly-card-cc07 = 休暇積立金の満期：$100を受け取る
monopoly-card-cc08 = 所得税の還付：$20を受け取る
monopoly-card-cc10 = 生命保険の満期：$100を受け取る
monopoly-card-cc11 = 入院費
monopoly-card-cc12 = 学費
monopoly-card-cc13 = 顧問料：$25を受け取る
monopoly-card-cc14 = 道路の修理：家1軒につき$40、ホテル1つにつき$115
monopoly-card-cc15 = 美人コンテストで2等賞：$10を受け取る
monopoly-card-cc16 = 遺産相続：$100を受け取る

## 文

monopoly-game-created = { $count }人のプレイヤーでモノポリーを始めます。
monopoly-player-joined = { $seat }が現金${ $amount }を持って参加しました。
monopoly-deck-shuffled = { $deck }{ $count }枚を裏向きにしてよく切りました。
monopoly-deck-shuffled-order = { $deck }をよく切りました：{ $cards }。
monopoly-turn-order-rolled = { $seat }が最初の順番を決めるサイコロを振り、{ $d1 }と{ $d2 }（合計{ $total }）が出ました。
monopoly-game-started = { $seat }から始めます。
monopoly-turn-started = 第{ $round }ラウンド、{ $turn }番目の順番：{ $seat }の番です。
monopoly-turn-ended = { $seat }が順番を終えました。

monopoly-phase-not-started = ゲームはまだ始まっていません。
monopoly-phase-waiting = 次の手を待っています。
monopoly-phase-awaiting-roll = { $seat }がサイコロを振る番です。
monopoly-phase-buy-decision = { $seat }は{ $square }を${ $amount }で買うことができます。
monopoly-phase-auction = { $item }の競売中：{ $seat }が${ $amount }以上の値段を提示するか降ります。
monopoly-phase-auction-high = { $item }の競売中、最高値は{ $bidder }の${ $high }：{ $seat }が${ $amount }以上の値段を提示するか降ります。
monopoly-phase-income-tax = { $seat }が所得税の払い方を選びます：定額か、資産の10%か。
monopoly-phase-building-claim = 建物不足（銀行に家{ $houses }軒、ホテル{ $hotels }つ）：{ $count }人のプレイヤーが建物を要求するか放棄します。
monopoly-phase-debt = { $seat }は${ $amount }の負債があり、お金を用意するか破産しなければなりません。
monopoly-phase-rescue = { $seat }は${ $amount }を支払えず仮破産です：他のプレイヤーは救済提示ができます。
monopoly-phase-mortgage-transfer = { $seat }が{ $squares }の抵当を解除するか、そのままにするかを選びます。
monopoly-phase-end-turn = { $seat }は建設・抵当・交渉をしてから順番を終えます。
monopoly-phase-finished = ゲームは終了しました。

monopoly-dice-rolled-turn-order = { $seat }が最初の順番を決めるサイコロを振り、{ $d1 }と{ $d2 }（合計{ $total }）が出ました。
monopoly-dice-rolled = { $seat }がサイコロを振り、{ $d1 }と{ $d2 }（合計{ $total }）が出ました。
monopoly-dice-rolled-doubles = { $seat }がサイコロを振り、ゾロ目の{ $d1 }と{ $d2 }（合計{ $total }）が出ました。
monopoly-dice-rolled-jail = 刑務所の{ $seat }がサイコロを振り、{ $d1 }と{ $d2 }が出ました。
monopoly-dice-rolled-jail-doubles = 刑務所の{ $seat }がサイコロを振り、ゾロ目の{ $d1 }と{ $d2 }が出ました。
monopoly-dice-rolled-utility = { $seat }が公共会社のレンタル料のためにサイコロを振り、{ $d1 }と{ $d2 }（合計{ $total }）が出ました。

monopoly-moved = { $seat }のコマが{ $square }に進みました。
monopoly-moved-past-go = { $seat }のコマがGOを通過して{ $square }に進みました。
monopoly-moved-card = カードにより{ $seat }のコマが{ $square }に進みました。
monopoly-moved-card-past-go = カードにより{ $seat }のコマがGOを通過して{ $square }に進みました。
monopoly-moved-back = { $seat }のコマが{ $square }に戻りました。
monopoly-salary-collected = { $seat }が${ $amount }のサラリーを受け取りました。

monopoly-sent-to-jail-square = { $seat }が「刑務所へ入れ」のマスに止まり、刑務所へ行きます。
monopoly-sent-to-jail-card = { $seat }はカードにより刑務所へ行きます。
monopoly-sent-to-jail-doubles = { $seat }は3回連続でゾロ目が出たので刑務所へ行きます。
monopoly-jail-attempt-failed = { $seat }はゾロ目が出ず、刑務所に残ります（{ $count }回目）。
monopoly-left-jail-fine = { $seat }が罰金を支払って刑務所から出ました。
monopoly-left-jail-card = { $seat }が「刑務所から釈放」のカードを使って刑務所から出ました。
monopoly-left-jail-doubles = { $seat }がゾロ目を出して刑務所から出ました。
monopoly-left-jail-forced = { $seat }は3回ゾロ目が出なかったので、罰金を支払って刑務所から出ました。

monopoly-card-drawn = { $seat }が{ $deck }を引きました：「{ $card }」。
monopoly-card-drawn-unnamed = { $seat }が{ $deck }を1枚引きました。
monopoly-card-returned = 「{ $card }」は{ $deck }の山の一番下に戻されました。
monopoly-card-returned-unnamed = カードは{ $deck }の山の一番下に戻されました。
monopoly-jail-card-kept = { $seat }は「刑務所から釈放」のカードを手元に残しました。
monopoly-jail-card-used = { $seat }が「刑務所から釈放」のカードを使いました。

monopoly-property-purchased = { $seat }が{ $square }を${ $amount }で買いました。
monopoly-property-purchased-mortgaged = { $seat }が抵当に入った{ $square }を${ $amount }で買いました。
monopoly-property-purchased-auction = { $seat }が競売で{ $square }を${ $amount }で買いました。
monopoly-property-purchased-auction-mortgaged = { $seat }が競売で抵当に入った{ $square }を${ $amount }で買いました。
monopoly-purchase-declined = { $seat }は{ $square }の購入を拒否しました。競売になります。

monopoly-auction-started = 銀行が{ $item }を競売にかけます：開始価格${ $amount }、${ $step }単位。
monopoly-bid-placed = { $seat }が${ $amount }を提示しました。
monopoly-bid-passed = { $seat }は降りました。
monopoly-auction-won = { $seat }が${ $amount }で競り落としました。
monopoly-auction-won-free = { $seat }が競り落としました。
monopoly-auction-unsold = 誰も値段を提示せず、競売は不成立です。

monopoly-rent-charged = { $seat }は{ $square }のレンタル料${ $amount }を{ $owner }に支払います。
monopoly-rent-charged-basis = { $seat }は{ $square }のレンタル料${ $amount }（{ $basis }）を{ $owner }に支払います。
monopoly-tax-charged = { $seat }は{ $square }${ $amount }を支払います。
monopoly-income-tax-flat = { $seat }は所得税を定額の${ $amount }で支払います。
monopoly-income-tax-percent = { $seat }は所得税を資産${ $worth }の10%、${ $amount }で支払います。

monopoly-cash-player-to-player = { $seat }が{ $other }に${ $amount }を支払いました（{ $reason }）。
monopoly-cash-player-to-bank = { $seat }が銀行に${ $amount }を支払いました（{ $reason }）。
monopoly-cash-player-to-jackpot = { $seat }が無料駐車場の積立金に${ $amount }を置きました（{ $reason }）。
monopoly-cash-bank-to-player = 銀行が{ $seat }に${ $amount }を支払いました（{ $reason }）。
monopoly-cash-jackpot-to-player = { $seat }が無料駐車場の積立金から${ $amount }を受け取りました。
monopoly-cash-moved = ${ $amount }が{ $from }から{ $to }へ移りました（{ $reason }）。

monopoly-debt-opened = { $seat }は{ $creditors }への${ $amount }を現金で支払えません。売却と抵当で最大${ $value }を用意できます。
monopoly-debt-paid = { $seat }が${ $amount }の負債を支払いました。
monopoly-rescue-opened = 負債のあるプレイヤーは仮破産です：他のプレイヤーは救済提示ができます。
monopoly-rescue-closed-covered = 救済の受付が終わりました：負債は支払われます。
monopoly-rescue-closed-bankrupt = 救済の受付が終わりました：救済はありませんでした。

monopoly-buildings-bought = { $seat }が{ $group }の土地に建設しました（建設費${ $amount }）：{ $levels }。
monopoly-buildings-sold = { $seat }が{ $group }の土地の建物を銀行に${ $amount }で売りました：{ $levels }。
monopoly-buildings-returned = { $seat }の{ $group }の土地の建物は銀行に戻りました。
monopoly-claim-round-started = 建物不足：銀行には家{ $houses }軒、ホテル{ $hotels }つしかなく、{ $seat }の{ $group }の土地への建設に足りません。{ $count }人のプレイヤーが要求できます。
monopoly-claim-submitted = { $seat }が{ $group }の土地の建物を要求しました：{ $levels }。
monopoly-claim-waived = { $seat }は建物の要求を放棄しました。
monopoly-claim-round-closed = 要求が出そろいました：家{ $houses }軒、ホテル{ $hotels }つの要求に対し、銀行には家{ $bank-houses }軒、ホテル{ $bank-hotels }つ。
monopoly-build-request-cancelled = { $seat }の{ $group }の土地への建設のうち{ $count }段階は実行できません。

monopoly-property-mortgaged = { $seat }が{ $square }を抵当に入れ、${ $amount }を借りました。
monopoly-property-unmortgaged = { $seat }が${ $amount }（利息${ $interest }を含む）を返して{ $square }の抵当を解除しました。
monopoly-mortgage-interest-paid = { $seat }が抵当に入った{ $square }の利息${ $amount }を支払いました。
monopoly-mortgage-transfer-lift = { $seat }が${ $amount }を支払って{ $square }の抵当を解除しました。
monopoly-mortgage-transfer-keep = { $seat }は${ $amount }を支払い、{ $square }を抵当に入れたままにしました。

monopoly-trade-proposed = { $seat }が{ $recipient }に交渉を持ちかけました：{ $give }と{ $take }の交換（交渉{ $trade }）。
monopoly-trade-proposed-counter = { $seat }が{ $recipient }に対案を出しました：{ $give }と{ $take }の交換（交渉{ $trade }）。
monopoly-trade-proposed-rescue = { $seat }が{ $recipient }に救済提示をしました：{ $give }と{ $take }の交換（交渉{ $trade }）。
monopoly-trade-rejected = 交渉{ $trade }は拒否されました。
monopoly-trade-countered = 交渉{ $trade }は対案により拒否されました。
monopoly-trade-cancelled = 交渉{ $trade }は取り下げられました。
monopoly-trade-voided-stale = 交渉{ $trade }は無効になりました：内容が変わりました。
monopoly-trade-voided-expired = 交渉{ $trade }は期限切れになりました。
monopoly-trade-voided-bankruptcy = 交渉{ $trade }は無効になりました：当事者が破産しました。
monopoly-trade-executed = { $seat }と{ $recipient }の交渉が成立しました：{ $give }と{ $take }の交換。

monopoly-assets-transferred = { $seat }の資産は{ $to }に渡りました：{ $items }。
monopoly-bankrupt-to-player = { $seat }は{ $owner }への負債を支払えずに破産し、ゲームから抜けました。
monopoly-bankrupt-to-bank = { $seat }は銀行への負債を支払えずに破産し、ゲームから抜けました。
monopoly-bankrupt-to-several = { $seat }は複数のプレイヤーへの負債を支払えずに破産し、ゲームから抜けました。
monopoly-player-resigned = { $seat }が投了しました。
monopoly-deadline-expired = { $seat }は時間切れです：代わりに{ $action }。
monopoly-game-deadline-passed = ゲームの期限が過ぎました：このラウンドの終わりでゲームを終了します。
monopoly-jackpot-collected = { $seat }が無料駐車場の積立金${ $amount }を受け取りました。

monopoly-game-ended-last-player = { $seat }が最後まで残ったプレイヤーとなり、勝ちとなりました！
monopoly-game-ended-winner = { $reason }でゲーム終了：{ $seat }の勝ちです。資産：{ $standings }。
monopoly-game-ended-shared = { $reason }でゲーム終了：1位は同点です。資産：{ $standings }。
monopoly-game-ended-winner-only = { $reason }でゲーム終了：{ $seat }の勝ちです。
monopoly-game-ended-shared-only = { $reason }でゲーム終了：1位は同点です。
monopoly-deck-order-revealed = { $deck }の最初の順番は次のとおりでした：{ $cards }。

## 拒否：コマンドを受け付けない理由

monopoly-phase-when-not-started = ゲーム開始前
monopoly-phase-when-awaiting-roll = サイコロを振る前
monopoly-phase-when-awaiting-buy-decision = 購入の判断中
monopoly-phase-when-auction = 競売中
monopoly-phase-when-income-tax-choice = 所得税の払い方の選択中
monopoly-phase-when-building-claim = 建物不足の要求中
monopoly-phase-when-debt-resolution = 負債の支払い中
monopoly-phase-when-rescue = 救済の受付中
monopoly-phase-when-mortgage-transfer-decision = 受け取った抵当の扱いの決定中
monopoly-phase-when-awaiting-end-turn = 順番を終える前
monopoly-phase-when-finished = ゲーム終了後

# An option a refusal says the game is played without.
monopoly-disabled-income-tax = 所得税の払い方の選択
monopoly-disabled-rescue-negotiation = 救済提示

monopoly-jail-pay-turns-first-two = 罰金を支払えるのは刑務所での最初の2回の順番だけです
monopoly-jail-pay-turns-any = 罰金は刑務所でのどの順番でも支払えます

monopoly-trade-side-give = 渡すもの
monopoly-trade-side-take = もらうもの

monopoly-trade-status-open = 受付中
monopoly-trade-status-executed = 成立済み
monopoly-trade-status-rejected = 拒否済み
monopoly-trade-status-cancelled = 取り下げ済み
monopoly-trade-status-voided = 無効

monopoly-trade-window-stable-phases = サイコロを振る前、購入の判断中、順番を終える前
monopoly-trade-window-between-turns = 順番と順番の間

monopoly-building-houses = 家
monopoly-building-hotels = ホテル
monopoly-building-level = { $level ->
    [0] 建物なし
    [5] ホテル
   *[other] 家{ $level }軒
}

monopoly-rejection-item-jail-card = 「刑務所から釈放」のカード{ $card }

monopoly-rejection-not-your-turn = あなたはゲームから抜けたので、もうコマンドを送れません
monopoly-rejection-option-disabled = このゲームには{ $option }がありません
monopoly-rejection-must-roll-again = この順番でゾロ目が{ $count }回出たので、順番を終える前にもう一度サイコロを振ってください
monopoly-rejection-wrong-phase = { $phase }はこのコマンドを受け付けません。{ $count ->
    [0] 今送れるコマンドはありません
   *[other] 今送れるのは{ $allowed }です
}
monopoly-rejection-not-your-decision = { $count ->
    [0] { $phase }はこのコマンドを誰も送れません
   *[other] { $phase }にこのコマンドを送れるのは{ $seats }だけです
}
monopoly-rejection-not-in-jail = あなたは刑務所に入っていません
monopoly-rejection-fine-not-allowed-this-turn = { $rule }。すでに{ $count }回ゾロ目が出なかったので、サイコロを振ってください
monopoly-rejection-insufficient-funds = ${ $required }が必要ですが、現金は${ $cash }しかありません
monopoly-rejection-insufficient-funds-player = { $seat }には${ $required }が必要ですが、現金は${ $cash }しかありません
monopoly-rejection-no-jail-card = 「刑務所から釈放」のカードを持っていません
monopoly-rejection-card-not-held = 「刑務所から釈放」のカード{ $card }を持っていません
monopoly-rejection-square-mismatch = { $square }は対象ではありません。対象は{ $offered }です
monopoly-rejection-auction-not-found = 競売{ $auction }は行われていません
monopoly-rejection-bid-not-multiple-of-step = ${ $amount }は${ $step }単位の値段ではありません
monopoly-rejection-bid-too-low = ${ $amount }では低すぎます。${ $minimum }以上の値段を提示してください
monopoly-rejection-unknown-group = { $group }はカラーグループではありません
monopoly-rejection-square-not-in-group = { $square }は{ $group }の土地ではありません
monopoly-rejection-not-monopoly = { $group }の土地を独占していません
monopoly-rejection-group-has-mortgage = { $group }の{ $squares }が抵当に入っているので、このカラーグループには建設できません
monopoly-rejection-level-out-of-range = { $square }の建物の数{ $level }は範囲外です（0〜5、5はホテル）
monopoly-rejection-level-decrease = { $square }は{ $current }です。建設で{ $target }に減らすことはできません。建物を売ってください
monopoly-rejection-level-increase = { $square }は{ $current }です。売却で{ $target }に増やすことはできません。建設してください
monopoly-rejection-no-change = { $group }の土地の建物は何も変わりません
monopoly-rejection-uneven-build = カラーグループの土地が{ $levels }になります。差が家1軒以内になるよう平均して建ててください
monopoly-rejection-uneven-sell = カラーグループの土地が{ $levels }になります。差が家1軒以内になるよう平均して売ってください
monopoly-rejection-insufficient-houses = 家が{ $needed }軒必要ですが、{ $bank ->
    [0] 銀行にはもうありません
   *[other] 銀行には{ $bank }軒しかありません
}
monopoly-rejection-insufficient-hotels = ホテルが{ $needed }つ必要ですが、{ $bank ->
    [0] 銀行にはもうありません
   *[other] 銀行には{ $bank }つしかありません
}
monopoly-rejection-hotel-breakdown-needs-bank-houses = ホテルを売るには銀行から家{ $count }軒が必要ですが、このゲームではカラーグループに建っている家しか使えません
monopoly-rejection-not-ownable = { $square }には権利書がありません
monopoly-rejection-not-owner = { $square }を所有していません
monopoly-rejection-not-owner-group = { $group }の土地を所有していません
monopoly-rejection-not-owner-item = { $seat }は{ $item }を持っていません
monopoly-rejection-not-owner-item-yours = { $item }を持っていません
monopoly-rejection-not-owner-any = コマンドで指定したものを所有していません
monopoly-rejection-already-mortgaged = { $square }はすでに抵当に入っています
monopoly-rejection-not-mortgaged = { $square }は抵当に入っていません
monopoly-rejection-group-has-buildings = { $group }の土地に建物があるので抵当に入れられません。先に建物を売ってください
monopoly-rejection-group-has-buildings-trade = { $group }の土地に建物があるので{ $square }は交渉に出せません。先に建物を売ってください
monopoly-rejection-unknown-player = { $seat }はこのゲームの座席ではありません
monopoly-rejection-self-trade = 交渉の相手は他のプレイヤーでなければなりません
monopoly-rejection-counterparty-bankrupt = { $seat }は破産しているので交渉できません
monopoly-rejection-negative-cash = { $side }にマイナスの現金は入れられません
monopoly-rejection-duplicate-item = { $item }が交渉に2回挙がっています
monopoly-rejection-empty-side = { $side }がありません。交渉ではお互いに何かを渡さなければなりません
monopoly-rejection-cash-only-trade = 現金だけの交渉はできません（お金の貸し借りはできません）。権利書か「刑務所から釈放」のカードを少なくとも1つ含めてください
monopoly-rejection-missing-mortgage-choice = { $squares }の抵当を解除するか、そのままにするかを選んでください
monopoly-rejection-too-many-open-trades = 提案中の交渉がすでに上限の{ $limit }件あります
monopoly-rejection-trade-not-found = 交渉{ $trade }は見つかりません
monopoly-rejection-trade-not-open = 交渉{ $trade }はもう受け付けていません（{ $status }）
monopoly-rejection-no-rescue-in-progress = 仮破産のプレイヤーがいないので、救済提示はできません
monopoly-rejection-not-the-debtor = 救済提示は負債のある{ $seat }に対して行ってください
monopoly-rejection-creditor-cannot-rescue = 債権者は救済提示ができません
monopoly-rejection-rescue-must-give-cash-only = 救済提示では負債のあるプレイヤーに現金だけを渡し、もらえるのは権利書か「刑務所から釈放」のカードだけです
monopoly-rejection-not-trade-recipient = 交渉{ $trade }を受諾・拒否できるのは、持ちかけられたプレイヤーだけです
monopoly-rejection-not-trade-proposer = 交渉{ $trade }を取り下げられるのは、持ちかけたプレイヤーだけです
monopoly-rejection-trade-stale = 交渉{ $trade }は無効です：持ちかけた後に内容が変わりました
monopoly-rejection-trade-window-closed = { $phase }は交渉を成立させられません。このゲームで交渉できるのは{ $window }だけです
monopoly-rejection-shortage-not-found = 建物不足{ $shortage }は行われていません
monopoly-rejection-not-eligible = { $count ->
    [0] この建物不足には誰も答えられません
   *[other] この建物不足に答えられるのは{ $seats }だけです
}
monopoly-rejection-already-answered = この建物不足では、すでに要求か放棄をしています
monopoly-rejection-claim-wrong-type = 要求できるのは、不足している{ $contested }だけです
monopoly-rejection-not-in-debt = 支払うべき負債はありません
monopoly-rejection-can-pay-by-liquidation = 破産はできません：建物を売って権利書を抵当に入れれば${ $value }を用意でき、負債${ $total }を支払えます
monopoly-rejection-rescue-available = 破産はできません：救済提示{ $offers }を受諾すれば負債を支払えます
monopoly-rejection-unknown-square = { $square }は受け取る抵当の不動産ではありません
monopoly-rejection-timeout-not-applicable = { $timer }の時間切れは{ $phase }には当てはまりません

## テキストコマンド

monopoly-cmd-roll = 振る
monopoly-cmd-pay = 払う
monopoly-cmd-card = 釈放
monopoly-cmd-buy = 買う
monopoly-cmd-decline = 買わない
monopoly-cmd-done = 終了
monopoly-cmd-tax = 所得税
monopoly-cmd-flat = 定額
monopoly-cmd-percent = 定率
monopoly-cmd-bid = 提示
monopoly-cmd-pass = 降りる
monopoly-cmd-build = 建てる
monopoly-cmd-sell = 売る
monopoly-cmd-mortgage = 抵当
monopoly-cmd-unmortgage = 解除
monopoly-cmd-offer = 交渉
monopoly-cmd-give = 渡す
monopoly-cmd-take = もらう
monopoly-cmd-keep = そのまま
monopoly-cmd-lift = 解除
monopoly-cmd-counter = 対案
monopoly-cmd-until = 期限
monopoly-cmd-rescue = 救済
monopoly-cmd-accept = 受諾
monopoly-cmd-reject = 拒否
monopoly-cmd-cancel = 取り下げ
monopoly-cmd-claim = 要求
monopoly-cmd-waive = 放棄
monopoly-cmd-bankrupt = 破産
monopoly-cmd-settle = 決める
monopoly-cmd-resign = 投了
monopoly-cmd-timeout = 時間切れ
monopoly-cmd-square = マス

monopoly-timer-decision = 判断
monopoly-timer-auction = 競売
monopoly-timer-claim = 要求
monopoly-timer-rescue = 救済
monopoly-timer-trade = 交渉
monopoly-timer-deadline = 期限

monopoly-text-amount = 金額
monopoly-text-property = 不動産
monopoly-text-group = カラーグループ
monopoly-text-level = 建物の数
monopoly-text-card = カード
monopoly-text-player = プレイヤー
monopoly-text-auction = 競売
monopoly-text-trade = 交渉
monopoly-text-shortage = 建物不足
monopoly-text-time = 日時

monopoly-help-roll = サイコロを振ってコマを進めます（刑務所ではゾロ目を狙います）。
monopoly-help-pay = サイコロを振る前に罰金を支払って刑務所から出ます。
monopoly-help-card = サイコロを振る前に「刑務所から釈放」のカード（CH08かCC05）を使います。
monopoly-help-buy = 購入できる不動産を額面の値段で買います。
monopoly-help-decline = 購入できる不動産の購入を拒否します。競売になります。
monopoly-help-done = 順番を終えます。
monopoly-help-tax = 所得税を定額$200か資産の10%で支払います。
monopoly-help-bid = 競売（a7など）でこの金額を提示します。
monopoly-help-pass = 競売から降ります。戻れません。
monopoly-help-build = カラーグループの土地にこの数まで建物を建てます（家0〜4軒、5はホテル）。
monopoly-help-sell = 建物をこの数まで銀行に売ります。
monopoly-help-mortgage = 自分の不動産を抵当に入れます。
monopoly-help-unmortgage = 自分の不動産の抵当を解除します。
monopoly-help-offer = プレイヤーに交渉を持ちかけます：渡すもの、もらうもの、もらう抵当の不動産ごとに抵当を解除するかそのままにするか。
monopoly-help-accept = 交渉（t12など）を受諾し、受け取る抵当の不動産ごとに抵当を解除するかそのままにします。
monopoly-help-reject = 持ちかけられた交渉を拒否します。
monopoly-help-cancel = 自分が持ちかけた交渉を取り下げます。
monopoly-help-claim = 建物不足（s3など）で、建てるときと同じように建物を要求します。
monopoly-help-waive = 建物不足で建物の要求を放棄します。
monopoly-help-bankrupt = 負債を払えず破産します。
monopoly-help-settle = 受け取った抵当の不動産ごとに抵当を解除するかそのままにします。
monopoly-help-resign = 破産としてゲームから抜けます。

## Board picture

# 図の題名：ゲーム、描いた手目、状況の文。
monopoly-picture-title = { $game }（{ $version }）：{ $status }
# 状況の文：誰を（$seats）何のために（$task、monopoly-picture-task-… のどれか）待っているか。
monopoly-picture-status = 第{ $round }ラウンド：{ $seats }が{ $task }のを待っています。
monopoly-picture-status-won = ゲーム終了：{ $seats }の勝ちです。
monopoly-picture-task-roll = サイコロを振る
monopoly-picture-task-buy = 権利書を買うか購入を拒否する
monopoly-picture-task-auction = 値段を提示するか降りる
monopoly-picture-task-income-tax = 所得税の払い方を選ぶ
monopoly-picture-task-building-claim = 不足している建物を要求するか放棄する
monopoly-picture-task-debt = お金を用意するか破産する
monopoly-picture-task-rescue = 救済提示に答える
monopoly-picture-task-mortgage-transfer = 受け取った抵当を解除するかそのままにするか決める
monopoly-picture-task-end-turn = 順番を終える
monopoly-picture-task-act = 行動する

# 盤の中央に書く、進行中の判断。
monopoly-picture-on-offer = 購入の判断中：{ $square }（${ $amount }）
monopoly-picture-auction = { $item }の競売：まだ値段の提示はありません
monopoly-picture-auction-high = { $item }の競売：最高値は{ $bidder }の${ $amount }
monopoly-picture-auction-turn = { $seat }が${ $amount }以上の値段を提示するか降ります
monopoly-picture-debt = { $seat }の負債：${ $amount }
monopoly-picture-mortgages-received = 受け取った抵当の権利書：{ $squares }

# 図の説明：この文、状況、判断の行（それぞれ文にする）、プレイヤーごとの文、所有されている権利書。
monopoly-picture-description = { $game }の盤面（{ $version }、{ $turn }番目の順番）。
monopoly-picture-sentence = { $line }。
# $place：monopoly-picture-place-… のどれか。
monopoly-picture-player = { $seat }は現金${ $amount }で、{ $place }。
monopoly-picture-player-cash-hidden = { $seat }の現金は非公開で、{ $place }。
monopoly-picture-place-on = { $square }にいます
monopoly-picture-place-jail = 刑務所に入っています
monopoly-picture-place-bankrupt = 破産しています
monopoly-picture-owned = 所有されている権利書：{ $deeds }。
# 所有されている権利書1枚：所有者の名前と土地（建物つき）。
monopoly-picture-deed = { $owner }の{ $square }
monopoly-picture-deed-mortgaged = { $owner }の{ $square }（抵当中）
monopoly-picture-no-deeds = まだ誰も権利書を持っていません。

# 権利書のマスのツールチップ。
monopoly-picture-square-owned = { $square }：{ $seat }が所有
monopoly-picture-square-mortgaged = { $square }：{ $seat }が所有、抵当中
monopoly-picture-square-for-sale = { $square }：購入できます（${ $amount }）

# マスの名前の下：GOのサラリー、税金、無料駐車場の積立金。
monopoly-picture-collect = サラリー ${ $amount }
monopoly-picture-pay = ${ $amount }を払う
monopoly-picture-pot = 積立金 ${ $amount }
# 抵当に入った権利書のマスに書く言葉。
monopoly-picture-mortgaged = 抵当中
# 角の刑務所と、その横の見学中のプレイヤーの細い帯。
monopoly-picture-jail-cell = 刑務所
monopoly-picture-just-visiting = 見学中

# 盤の中央。
monopoly-picture-turn = 第{ $round }ラウンド、{ $turn }番目の順番
monopoly-picture-doubles = この順番のゾロ目：{ $count }回
monopoly-picture-you-owe = あなたの負債：${ $amount }
monopoly-picture-bank = 銀行：家{ $houses }軒、ホテル{ $hotels }つ
# 各カードの山の残り枚数。$chance と $chest はカードの名前。
monopoly-picture-decks = { $chance }：{ $chance-count }枚・{ $chest }：{ $chest-count }枚
# $pot：無料駐車場の積立金の名前。
monopoly-picture-jackpot = { $pot }：${ $amount }
monopoly-picture-legend-owners = 権利書のマスには所有者の名前を、コマには席の番号を書いています。
monopoly-picture-legend-buildings = 家はカラーの帯の上の小さな四角、ホテルは「H」と書いたブロックです。
# $stamp：抵当に入った権利書のマスに書く言葉。
monopoly-picture-legend-mortgage = 抵当に入った権利書のマスは灰色で、「{ $stamp }」と書いています。
monopoly-picture-open-trades = 受付中の交渉
# $trade：交渉の番号（t12）。
monopoly-picture-trade = { $trade }：{ $seat }が{ $recipient }に交渉を持ちかけています

# 盤の横のプレイヤー。
monopoly-picture-players = プレイヤー
# プレイヤーの一覧での自分の名前。
monopoly-picture-you = { $seat }・あなた
# ゲーム終了後、プレイヤーの枠の右に書く。
monopoly-picture-rank = { $rank }位
monopoly-picture-rank-cash = { $rank }位・${ $amount }
monopoly-picture-cash-hidden = 現金は非公開
monopoly-picture-on = 現在地：{ $square }
monopoly-picture-in-jail = 刑務所（ゾロ目が出なかった回数：{ $count }）
monopoly-picture-bankrupt = 破産
monopoly-picture-jail-cards = 「刑務所から釈放」のカード{ $count }枚
monopoly-picture-holdings = 権利書{ $deeds }枚（抵当{ $mortgaged }枚）・家{ $houses }軒・ホテル{ $hotels }つ

## The options of a new game

monopoly-option-auction-first-bidder = 競売で最初に値段を提示するプレイヤー
monopoly-option-auction-first-bidder-help = 購入を拒否された不動産の競売で、最初に値段を提示するプレイヤーです。初期設定：拒否したプレイヤー。
monopoly-choice-auction-first-bidder-decliner = 拒否したプレイヤー
monopoly-choice-auction-first-bidder-next-after-decliner = 拒否したプレイヤーの次のプレイヤー
monopoly-option-auction-step = 競売の単位
monopoly-option-auction-step-help = 競売の金額の単位（ドル、1か10）です。不動産の競売の開始価格と最小の吊り上げ幅になり、値段はすべてこの倍数でなければなりません。初期設定：$1。
monopoly-option-auction-timeout-seconds = 競売の持ち時間（秒）
monopoly-option-auction-timeout-seconds-help = 値段を提示する番のプレイヤーの持ち時間（秒、1〜31622400）で、過ぎるとサーバーが代わりに降ります。空欄なら時間制限はありません。初期設定：空欄。
monopoly-option-bank-auction-mortgaged = 銀行の競売での抵当の権利書
monopoly-option-bank-auction-mortgaged-help = 銀行への負債で破産したプレイヤーの抵当に入った権利書を、銀行が抵当を外して競売にかけるか、抵当に入ったまま競売にかけるか（買った人が抵当を解除するかそのままにするかを選びます）です。初期設定：抵当を外す。
monopoly-choice-bank-auction-mortgaged-cleared = 抵当を外して売る
monopoly-choice-bank-auction-mortgaged-as-is = 抵当に入ったまま売る
monopoly-option-building-shortage = 建物不足の扱い
monopoly-option-building-shortage-help = 銀行の家やホテルが足りないときの建設の扱いです。要求と競売では、建設できる他のプレイヤーも建物を要求でき、足りない建物は1つずつ競売になります。早い者勝ちでは、銀行に建物があれば先の建設から行います。初期設定：要求と競売。
monopoly-choice-building-shortage-claim-auction = 要求と競売
monopoly-choice-building-shortage-first-come = 早い者勝ち
monopoly-option-claim-timeout-seconds = 建物の要求の持ち時間（秒）
monopoly-option-claim-timeout-seconds-help = 建物不足で要求できるプレイヤーが要求か放棄をする持ち時間（秒、1〜31622400）で、過ぎるとサーバーが代わりに放棄します。空欄なら時間制限はありません。初期設定：空欄。
monopoly-option-count-mortgaged-for-sets = 抵当中の鉄道・公共会社の算入
monopoly-option-count-mortgaged-for-sets-help = オンにすると、抵当に入っている鉄道や公共会社も、同じ所有者の他の鉄道や公共会社のレンタル料を決める数に入ります（抵当に入っているもの自体はレンタル料をもらえません）。初期設定：オン。
monopoly-option-decision-timeout-seconds = 判断の持ち時間（秒）
monopoly-option-decision-timeout-seconds-help = サイコロを振る、購入、順番を終える、所得税、負債、受け取った抵当の判断の持ち時間（秒、1〜31622400）で、過ぎるとサーバーが既定の手を行います。空欄なら自動の手はありません。初期設定：空欄。
monopoly-option-deck-mode = カードの引き方
monopoly-option-deck-mode-help = 実物の山では最初に一度だけよく切り、一番上から引いて一番下に戻します。毎回ランダムでは、毎回山のカードから無作為に1枚選びます（統計のテスト用）。初期設定：実物の山。
monopoly-choice-deck-mode-physical = 実物の山
monopoly-choice-deck-mode-random-draw = 毎回ランダムに引く
monopoly-option-deck-set = 共同基金カードの版
monopoly-option-deck-set-help = 使う共同基金カードの版です。違うのはお金のカードの数枚だけで、チャンスカードはどの版も同じです。初期設定：現行のアメリカ版。
monopoly-choice-deck-set-us-modern = 現行のアメリカ版
monopoly-choice-deck-set-us-classic = 旧アメリカ版（2008年以前）
monopoly-choice-deck-set-us-hasbro-2021 = アメリカ版（Hasbro 2021年）
monopoly-option-end-condition = ゲームの終了条件
monopoly-option-end-condition-help = 通常は最後まで残ったプレイヤーが1人になるまで続けます。ラウンドの上限（1以上）か期限（日時。過ぎるとそのラウンドの終わりで終了）を選ぶと早く終わり、残ったプレイヤーを資産で順位づけします。初期設定：最後まで残ったプレイヤー。
monopoly-option-free-parking-jackpot = 無料駐車場の積立金
monopoly-option-free-parking-jackpot-help = ハウスルール：銀行に払う税金・罰金・カードの支払いを積立金にし、移動を無料駐車場で終えたプレイヤーが全額受け取ります。初期設定：オフ。
monopoly-option-go-landing-bonus = GOに止まったときのボーナス
monopoly-option-go-landing-bonus-help = GOにちょうど止まったときにサラリーに加えて受け取る額（ドル）で、0ならボーナスはありません。初期設定：$0。
monopoly-option-go-salary = GOのサラリー
monopoly-option-go-salary-help = GOを通過するか止まったときに銀行から受け取る額（ドル）。初期設定：$200。
monopoly-option-hide-cash = 現金の非公開
monopoly-option-hide-cash-help = オンにすると、各プレイヤーの現金は本人にだけ表示されます（支払いは記録で公開されたままです）。初期設定：オフ。
monopoly-option-hotel-breakdown = ホテルを家に戻す方法
monopoly-option-hotel-breakdown-help = ホテルを売るときに銀行の家を使って家に戻せるか、カラーグループに建っている家の再配分だけにするか（日本の慣習）です。初期設定：銀行の家を使う。
monopoly-choice-hotel-breakdown-bank-houses = 銀行の家を使う
monopoly-choice-hotel-breakdown-redistribute-only = 建っている家の再配分のみ
monopoly-option-income-tax = 所得税の払い方の選択
monopoly-option-income-tax-help = 所得税を常に$200とするか、プレイヤーが金額の計算前に$200か資産の10%かを選ぶかです。初期設定：常に$200。
monopoly-choice-income-tax-flat-200 = 常に$200
monopoly-choice-income-tax-choice-200-or-10pct = $200か資産の10%を選ぶ
monopoly-option-interest-rounding = 抵当の利息の端数処理
monopoly-option-interest-rounding-help = 抵当の10%の利息をドル単位に丸める方法です。初期設定：切り上げ。
monopoly-choice-interest-rounding-up = 切り上げ
monopoly-choice-interest-rounding-down = 切り捨て
monopoly-option-jail-fine = 刑務所の罰金
monopoly-option-jail-fine-help = 刑務所から出るために支払う額（ドル）。初期設定：$50。
monopoly-option-jail-pay-turns = 罰金を支払える順番
monopoly-option-jail-pay-turns-help = 刑務所にいるとき、サイコロを振る前に自分から罰金を支払える順番です。初期設定：最初の2回の順番だけ。
monopoly-choice-jail-pay-turns-first-two = 刑務所での最初の2回
monopoly-choice-jail-pay-turns-any = 刑務所でのどの順番でも
monopoly-option-luxury-tax = 物品税の金額
monopoly-option-luxury-tax-help = 物品税のマスに止まったときに支払う額（ドル）。初期設定：$100。
monopoly-option-max-open-trades-per-player = 受付中の交渉の上限
monopoly-option-max-open-trades-per-player-help = 1人のプレイヤーが同時に受付中にしておける交渉の提案の最大件数です。初期設定：10。
monopoly-option-mortgage-transfer-fee = 受け取った抵当の手数料
monopoly-option-mortgage-transfer-fee-help = オンにすると、抵当に入った権利書を受け取ったプレイヤーは、抵当をそのままにしても10%の利息をすぐに支払います。オフなら、そのままにするのは無料で、10%は抵当の解除のときだけ支払います。初期設定：オン。
monopoly-option-players-max = 最多人数
monopoly-option-players-max-help = ゲームの座席の最多数（2〜8、最少人数以上）です。初期設定：8。
monopoly-option-players-min = 最少人数
monopoly-option-players-min-help = ゲームを始められる最少の座席数（2〜8）です。初期設定：2。
monopoly-option-preset = ルールのプリセット
monopoly-option-preset-help = オプションの値をまとめたもので、自分で設定したオプションが優先されます。日本大会ルールは、$10単位の競売、ホテルは建っている家の再配分のみ、交渉は順番と順番の間だけ、仮破産と救済提示あり、刑務所のどの順番でも罰金を支払える、受け取った抵当をそのままにしても手数料なし、です。初期設定：なし（標準ルール）。
monopoly-choice-preset-jp-tournament = 日本大会ルール
monopoly-option-rent-in-jail = 刑務所にいる間のレンタル料
monopoly-option-rent-in-jail-help = オンにすると、刑務所にいる所有者もレンタル料を受け取れます。初期設定：オン。
monopoly-option-rescue-negotiation = 仮破産と救済提示
monopoly-option-rescue-negotiation-help = 日本のルール：すべて売却して抵当に入れても負債を支払えないプレイヤーは仮破産となり、債権者以外のプレイヤーが権利書と引き換えに現金を出す救済提示ができます。初期設定：オフ。
monopoly-option-rescue-window-seconds = 救済の受付時間（秒）
monopoly-option-rescue-window-seconds-help = 仮破産のプレイヤーへの救済提示を受け付ける時間（秒、1〜31622400）です。初期設定：172800（2日）。
monopoly-option-shortage-min-bid = 建物不足の競売の開始価格
monopoly-option-shortage-min-bid-help = 足りない家やホテルの競売の開始価格で、競合するカラーグループの中で最も安い家の建設費か、競売の単位です。初期設定：最も安い建設費。
monopoly-choice-shortage-min-bid-lowest-house-price = 最も安い建設費
monopoly-choice-shortage-min-bid-auction-step = 競売の単位
monopoly-option-starting-cash = 最初の現金
monopoly-option-starting-cash-help = 各プレイヤーが最初に持つ現金（ドル）。初期設定：$1500。
monopoly-option-trade-visibility = 交渉の公開範囲
monopoly-option-trade-visibility-help = 交渉の提案・拒否・取り下げ・無効を見られる人です。成立した交渉は常に公開されます。初期設定：当事者の2人だけ。
monopoly-choice-trade-visibility-parties = 当事者の2人だけ
monopoly-choice-trade-visibility-public = 全員に公開
monopoly-option-trade-window = 交渉を成立させられる時期
monopoly-option-trade-window-help = 受諾した交渉を実行できる時期で、何も処理中でないとき（サイコロを振る前、購入の判断中、順番を終える前）か、順番と順番の間だけ（日本の慣習：その順番の最初にサイコロを振る前か、移動が終わった後）です。初期設定：何も処理中でないとき。
monopoly-choice-trade-window-stable-phases = 何も処理中でないとき
monopoly-choice-trade-window-between-turns = 順番と順番の間だけ
monopoly-option-turn-order = 最初のプレイヤーの決め方
monopoly-option-turn-order-help = 最初の順番のプレイヤーの決め方です。サイコロで決める場合は全員が2つのサイコロを振り、合計が最も大きいプレイヤーから始めます（同点なら振り直し）。初期設定：サイコロで決める。
monopoly-choice-turn-order-roll-off = サイコロで決める
monopoly-choice-turn-order-seat-order = 最初の座席から
monopoly-choice-turn-order-random = ランダムな座席から
monopoly-option-voluntary-bankruptcy = 任意の破産
monopoly-option-voluntary-bankruptcy-help = オンにすると、建物を売って抵当に入れれば負債を支払える場合でも、負債のあるプレイヤーは破産を選べます。初期設定：オフ。
monopoly-bot-simple = 買えるものは買い、刑務所からはすぐに出て、平均して家を建て、交渉は断り、控えめに値段を提示し、負債があればお金を用意し、やむを得ないときだけ破産します。
