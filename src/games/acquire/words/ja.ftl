### アクワイア：各イベントの言葉

## The game's title

acquire-title = アクワイア

## 用語：ホテルチェーン

acquire-chain-sackson = サクソン
acquire-chain-luxor = ルクソール
acquire-chain-tower = タワー
acquire-chain-american = アメリカン
acquire-chain-festival = フェスティバル
acquire-chain-worldwide = ワールドワイド
acquire-chain-continental = コンチネンタル
acquire-chain-imperial = インペリアル

## 用語：'96年版のカード

acquire-power-free-3 = 「３free」
acquire-power-buy-5 = 「Buy 5」
acquire-power-trade-2 = 「Trade 2」
acquire-power-take-5-tiles = 「Take 5 Tiles」
acquire-power-place-4-tiles = 「Place 4 Tiles」

## 用語：ホテルを引いた理由

acquire-draw-initial = 最初の手持ち
acquire-draw-refill = 手番の終わりの補充
acquire-draw-dead-replacement = 使えないホテルの代わり
acquire-draw-redraw = 手持ちの引き直し
acquire-draw-power = 「Take 5 Tiles」カード

## 用語：配当金を受取る株主

acquire-role-sole = 唯一の株主
acquire-role-majority = 筆頭株主
acquire-role-majority-tie = 筆頭株主・同数
acquire-role-minority = 第２株主
acquire-role-minority-tie = 第２株主・同数

## 準備

acquire-game-created = { $count }人でアクワイアのゲームを準備しました。
acquire-tile-pool-shuffled = { $count }枚のホテルを裏向きにして混ぜました。
acquire-start-tile-drawn = { $seat } が最初に置くホテル { $tile } を引き、ボードに置きました。
acquire-first-player = { $seat } が１番目のプレイヤーです。順番：{ $order }。
acquire-turn-order-item = { $position }番目 { $seat }

## 引きと手番

acquire-tile-drawn = { $seat } がホテル { $tile } を引きました（{ $reason }）。
acquire-tile-drawn-hidden = { $seat } がホテルを1枚引きました（{ $reason }）。
acquire-turn-started = ターン{ $turn }：{ $seat } の番です。
acquire-placement-skipped = { $seat } は置けるホテルがないため、株券の購入だけ行います。
acquire-hand-revealed-and-discarded = { $seat } は置けるホテルがなく、手持ちのホテル { $tiles } を公開して脇に置きました。
acquire-placements-finished = { $seat } はホテルを置くのを終えました。
acquire-dead-tiles-discarded = { $seat } が使えないホテル{ $count }枚（{ $tiles }）を公開して捨てました。
acquire-pool-exhausted = ホテルの山がなくなりました。これ以降は引きません。

## ホテルを置く・チェーン

acquire-tile-placed = { $seat } が { $tile } にホテルを置きました。
acquire-tile-placed-found = { $seat } が { $tile } にホテルを置き、新しいチェーンを作成します。
acquire-tile-placed-grow = { $seat } が { $tile } にホテルを置き、チェーンが拡大します。
acquire-tile-placed-merge = { $seat } が { $tile } にホテルを置き、ホテルチェーンの合併が発生します。
acquire-chain-grown = { $chain }が{ $added }個拡大し、ホテルの数が{ $size }個になりました。
acquire-chain-founded = { $seat } がホテル{ $size }個で{ $chain }を作成し、株券を１枚無料で受取りました。
acquire-chain-founded-no-share = { $seat } がホテル{ $size }個で{ $chain }を作成しました。株券が銀行にないため、無料の株券はありません。

## 合併

acquire-merging-chain = { $chain }（ホテル{ $size }個）
acquire-merger-started = { $seat } の { $tile } で合併：{ $chains }。
acquire-survivor-largest = ホテルの数が一番多い{ $chain }が、他のチェーンを吸収します。
acquire-survivor-chosen = 同じ大きさのため、合併を起こしたプレイヤーが吸収する側に{ $chain }を選びました。
acquire-defunct-next = 次に吸収されるのは{ $chain }（ホテル{ $size }個、株券１枚 ${ $price }）です。
acquire-defunct-chosen = 合併を起こしたプレイヤーが、次に吸収されるホテルチェーンに{ $chain }（ホテル{ $size }個、株券１枚 ${ $price }）を選びました。
acquire-holding = { $seat } { $count }枚
acquire-defunct-holdings-revealed = { $chain }の株券：{ $holdings }。
acquire-payout = { $seat }（{ $role }）${ $amount }
acquire-merger-bonus-paid = { $chain }（株券１枚 ${ $price }）の配当金：{ $payouts }。
acquire-merger-bonus-none = { $chain }の株主がいないため、配当金は支払われません。
acquire-disposal-sold = { $count }枚を１枚 ${ $price } で売却（${ $total }）
acquire-disposal-traded = { $count }枚を{ $survivor }の株券{ $received }枚と交換
acquire-disposal-kept = { $count }枚を保管
acquire-shares-disposed = { $seat } の{ $chain }株券の処分：{ $parts }。
acquire-merger-completed = { $survivor }が{ $absorbed }を吸収し、ホテルの数が{ $size }個になりました。

## 株券の購入・カード

acquire-power-used = { $seat } が{ $power }カードを使いました。
acquire-exchange = { $give }の株券2枚を{ $take }の株券2枚に
acquire-shares-exchanged = { $seat } が「Trade 2」で株券を交換しました：{ $exchanges }。
acquire-shares-exchanged-hidden = { $seat } が「Trade 2」で株券を交換し、株券を{ $count }枚受取りました。
acquire-purchase = { $chain }{ $count }枚（１枚 ${ $price }）
acquire-shares-purchased = { $seat } が株券を購入しました：{ $shares }、計 ${ $total }。
acquire-shares-purchased-with-power = { $seat } が{ $power }カードで株券を購入しました：{ $shares }、計 ${ $total }。
acquire-shares-purchased-none = { $seat } は株券を購入しませんでした。
acquire-shares-purchased-hidden = { $count ->
        [0] { $seat } は株券を購入しませんでした。
       *[other] { $seat } が株券を{ $count }枚購入しました。
    }

## ゲームの終了

acquire-game-end-declared = { $seat } がゲームの終了を宣言しました。この手番の後にゲームが終わります。
acquire-game-ended-declared = { $seat } の宣言によりゲームが終了しました。資産の清算を行います。
acquire-game-ended = ゲームが終了しました。資産の清算を行います。
acquire-game-ended-stalemate = どのホテルも置けなくなり、ゲームが終了しました。資産の清算を行います。
acquire-final-bonus-paid = { $chain }（ホテル{ $size }個、株券１枚 ${ $price }）の清算の配当金：{ $payouts }。
acquire-final-bonus-none = { $chain }（ホテル{ $size }個）の株主がいないため、配当金はありません。
acquire-shares-liquidated = { $seat } が{ $chain }の株券{ $count }枚を１枚 ${ $price } で売却しました（${ $total }）。
acquire-standing = { $rank }位 { $seat } ${ $cash }
acquire-final-standings = 最終結果：{ $standings }。勝者は { $seat } です。
acquire-final-standings-tie = 最終結果：{ $standings }。{ $count }人が同額で勝者となりました。
acquire-final-standings-no-winner = 最終結果：{ $standings }。
acquire-revealed-hand = { $seat }：{ $tiles }
acquire-hands-revealed = 手持ちのホテルを公開：{ $hands }。
acquire-player-resigned = { $seat } が投了しました。ゲームは清算されずに終了します。

## テキストコマンド：言葉

acquire-cmd-play = 置く
acquire-cmd-place = 配置
acquire-cmd-found = 作成
acquire-cmd-survive = 存続
acquire-cmd-next = 次
acquire-cmd-sell = 売却
acquire-cmd-trade = 交換
acquire-cmd-keep = 保管
acquire-cmd-buy = 買う
acquire-cmd-with = 使用
acquire-cmd-declare = 終了宣言
acquire-cmd-skip = スキップ
acquire-cmd-use = 使う
acquire-cmd-for = →
acquire-cmd-done = 終わる
acquire-cmd-resign = 投了
acquire-card-free3 = 3枚無料
acquire-card-buy5 = 5枚購入
acquire-card-trade2 = 2枚交換
acquire-card-take5 = 5枚引く
acquire-card-place4 = 4枚置く

## テキストコマンド：入れるもの

acquire-text-tile = ホテル
acquire-text-chain = チェーン
acquire-text-shares = 枚数

## テキストコマンド：各形の説明

acquire-help-play = 手持ちのホテルを１枚ボードに置きます（例：置く 7C）。
acquire-help-found = 置いたホテルで作成するチェーンを選びます。
acquire-help-survive = 合併を起こしたプレイヤーとして、同じ大きさの一番大きいチェーンから吸収する側を選びます。
acquire-help-next = 合併を起こしたプレイヤーとして、同じ大きさの吸収されるチェーンから次に吸収されるものを選びます。
acquire-help-sell = 吸収されたホテルの株券を売却します（続けて交換も可）。残りは保管します。
acquire-help-trade = 吸収されたホテルの株券２枚を吸収したホテルの株券１枚と交換します（続けて売却も可）。残りは保管します。
acquire-help-keep = 吸収されたホテルの株券をすべて保管します。
acquire-help-buy = ボード上にあるホテルチェーンの株券を３枚まで購入し、手番を終えます（カードで３枚無料または５枚まで）。「買う」だけなら何も購入しません。
acquire-help-declare = ゲームの終了を宣言します。この手番の後にゲームが終わります。
acquire-help-skip = 置けるホテルがないとき、ホテルを置かずに株券の購入に進みます。
acquire-help-use = ホテルを置く前に「Take 5 Tiles」または「Place 4 Tiles」カードを使います。
acquire-help-use-trade = 購入の前に「Trade 2」カードを使います：あるチェーンの株券２枚を別のチェーンの株券２枚と交換します（３回まで）。
acquire-help-done = 「Place 4 Tiles」カードでホテルを置くのを終え、株券の購入に進みます。
acquire-help-resign = 投了します。ゲームは清算されずに終了します。

## Rejections: why a command is refused

acquire-state-setup = ゲームの準備中
acquire-state-awaiting-placement = ホテルを置く段階
acquire-state-awaiting-chain-choice = 作成するチェーンを選ぶ段階
acquire-state-merging = 合併の処理中
acquire-state-awaiting-survivor-choice = 吸収する側のチェーンを選ぶ段階
acquire-state-awaiting-defunct-choice = 次に吸収されるチェーンを選ぶ段階
acquire-state-awaiting-disposal = 吸収されたホテルの株券を処分する段階
acquire-state-awaiting-purchase = 株券を購入する段階
acquire-state-end-of-turn = 手番の終わり
acquire-state-game-over = ゲーム終了後
acquire-power-usable-before-placement = 手番で最初にホテルを置く前だけ
acquire-power-usable-before-purchase = 株券を購入する段階の、購入の前だけ
acquire-power-usable-with-purchase = 株券の購入のときだけ

acquire-rejection-invalid-tile-name = { $tile } はホテルのナンバーではありません。1～12 の数字に続けて A～I の文字を書いてください（例：7C）
acquire-rejection-unknown-chain = このゲームに { $chain } というチェーンはありません。チェーンは{ $chains }です
acquire-rejection-powers-disabled = このゲームは'96年版で追加されたカードを使わずに遊びます
acquire-rejection-wrong-phase = 今はこのコマンドを送れません（{ $state }）。{ $count ->
        [0] 送れるコマンドはありません
       *[other] 送れるのは { $allowed } です
    }
acquire-rejection-tile-not-in-hand = ホテル { $tile } はあなたの手持ちにありません
acquire-rejection-tile-permanently-unplayable = ホテル { $tile } は独立したホテルチェーン（{ $chains }）をつなげるため、置くことはできません
acquire-rejection-tile-temporarily-unplayable = ホテル { $tile } は８つ目のチェーンを作るため、今は置けません。ボード上のチェーンが減れば置けます
acquire-rejection-has-playable-tile = 置けるホテル { $tiles } があるため、スキップせずにホテルを置いてください
acquire-rejection-chain-already-on-board = { $chain }はすでにボード上にあります。{ $count ->
        [1] 作成できるのは{ $candidates }です
       *[other] { $candidates }から選んで作成してください
    }
acquire-rejection-not-a-survivor-candidate = { $chain }はこの合併で吸収する側になれません。{ $count ->
        [1] 吸収する側になれるのは{ $candidates }だけです
       *[other] { $candidates }から選んでください
    }
acquire-rejection-not-a-defunct-candidate = { $chain }を次に吸収されるチェーンにはできません。{ $count ->
        [1] 次に吸収されるのは{ $candidates }だけです
       *[other] { $candidates }から選んでください
    }
acquire-rejection-trade-odd = 株券は２枚を１枚と交換するため、交換する枚数は偶数でなければなりません（{ $trade }枚は不可）
acquire-rejection-disposal-exceeds-holding = { $chain }の株券を{ $sell }枚売却して{ $trade }枚交換することはできません。{ $held ->
        [0] 1枚も持っていません
       *[other] 持っているのは{ $held }枚だけです
    }
acquire-rejection-trade-exceeds-bank = この交換には{ $chain }の株券が{ $requested }枚必要ですが、{ $bank ->
        [0] 銀行には1枚もありません
       *[other] 銀行には{ $bank }枚しかありません
    }
acquire-rejection-too-many-shares = この購入で買える株券は{ $limit }枚までです（{ $requested }枚は不可）
acquire-rejection-chain-not-on-board = { $exchange ->
        [0] { $chain }はボード上にありません。購入できる株券は、ボード上にあるホテルチェーンの株券のみです
       *[other] { $exchange }番目の交換の{ $chain }はボード上にありません
    }
acquire-rejection-shares-exceed-bank = { $chain }の株券を{ $requested }枚購入しようとしましたが、{ $bank ->
        [0] 銀行には1枚もありません
       *[other] 銀行には{ $bank }枚しかありません
    }
acquire-rejection-insufficient-cash = この購入には ${ $total } かかりますが、所持金は ${ $cash } しかありません
acquire-rejection-end-already-declared = この手番ですでにゲームの終了が宣言されています
acquire-rejection-end-condition-not-met = まだゲームの終了を宣言できません。{ $count ->
        [0] ボード上にホテルチェーンがありません
       *[other] 一番大きいチェーンのホテルの数は{ $largest }個で{ $end }個に達しておらず、{ $chains }はまだ独立していません
    }
acquire-rejection-power-already-used = { $power }カードはすでに使いました。各カードは１ゲームに１回だけ使えます
acquire-rejection-power-per-turn-limit = { $power }カードは使えません。１回の手番で使えるカードは{ $limit }枚までです
acquire-rejection-power-not-usable-now = 今は{ $power }カードを使えません（{ $state }）。使えるのは{ $when }です
acquire-rejection-take5-pool-empty = { $power }カードは使えません。ホテルの山が残っていません
acquire-rejection-trade2-too-many-exchanges = { $power }カードで交換できるのは1～{ $max }回です（{ $count }回は不可）
acquire-rejection-trade2-same-chain = { $exchange }番目の交換は{ $chain }の株券を渡して{ $chain }の株券を受取ることになります。別々のチェーンを指定してください
acquire-rejection-trade2-insufficient-holding = { $exchange }番目の交換では{ $chain }の株券を２枚渡しますが、その時点で{ $held ->
        [0] 1枚も持っていません
       *[other] 持っているのは{ $held }枚だけです
    }
acquire-rejection-trade2-bank-short = { $exchange }番目の交換では{ $chain }の株券を２枚受取りますが、その時点で{ $bank ->
        [0] 銀行には1枚もありません
       *[other] 銀行には{ $bank }枚しかありません
    }

## Board picture

# The picture's accessible name: the game, the version shown (picture-version) and the
# status sentence.
acquire-picture-title = { $game }（{ $version }）：{ $status }
# The first sentence of the picture's description.
acquire-picture-about = { $game }のボード（{ $version }）。
# Status sentences, under the game's name at the top of the picture.
acquire-picture-won = ゲームが終了しました。勝者：{ $winners }。
acquire-picture-resigned = ゲームが終了しました：{ $player } が投了しました。
acquire-picture-over = ゲームが終了しました。
acquire-picture-turn = ターン{ $turn }：{ $player } が{ $task }番です。
# What the player who must act is to do, the end of acquire-picture-turn.
acquire-picture-task-placement = ホテルを置く
acquire-picture-task-chain-choice = 作成するチェーンを選ぶ
acquire-picture-task-survivor-choice = 吸収する側のチェーンを選ぶ
acquire-picture-task-defunct-choice = 次に吸収されるチェーンを選ぶ
acquire-picture-task-disposal = 吸収されたホテルの株券を売却・交換・保管する
acquire-picture-task-purchase = 株券を購入する
acquire-picture-task-other = 行動する
# The rest of the description.
acquire-picture-chains-on-board = ボード上にあるホテルチェーン：{ $chains }。
acquire-picture-no-chain = ボード上にホテルチェーンはありません。
acquire-picture-chain-summary = { $chain }（ホテル{ $size }個、株券１枚 ${ $price }）
acquire-picture-chain-summary-safe = { $chain }（ホテル{ $size }個、株券１枚 ${ $price }、独立）
acquire-picture-cash = 現金：{ $players }。
acquire-picture-player-cash = { $player }：${ $cash }
acquire-picture-player-cash-hidden = { $player }：非公開
acquire-picture-pool-sentence = ホテルの山の残りは{ $count }枚です。
acquire-picture-your-hand = 手持ちのホテル：{ $tiles }。
acquire-picture-hand-tile = { $tile }（{ $class }）
# Board cells: the word under an empty cell's name, and each cell's tooltip.
acquire-picture-cell-hand = 手持ち
# A tile just placed that founds a chain once the chain is chosen.
acquire-picture-cell-new = 作成中
acquire-picture-tile-in-hand = { $tile }：手持ちのホテル
acquire-picture-tile-loose = { $tile }：チェーンに属さないホテル
acquire-picture-tile-pending = { $tile }：置いたホテル、作成するチェーンを選択中
acquire-picture-tile-dead = { $tile }：使えないホテル
acquire-picture-tile-chain = { $tile }：{ $chain }
# What placing a hand tile now would do, under the tile in the hand (also under a dead cell).
acquire-picture-class-lone = 単独
acquire-picture-class-found = 作成
acquire-picture-class-grow = 拡大
acquire-picture-class-merge = 合併
acquire-picture-class-blocked = 置けない
acquire-picture-class-dead = 使えない
# The same with the one-letter codes of the chains the tile touches (e.g. "merges TA").
acquire-picture-class-chains = { $class }：{ $chains }
# The chain chart.
acquire-picture-chains = ホテルチェーン
acquire-picture-column-size = ホテルの数
acquire-picture-column-price = １枚の金額
# Shares left in the bank.
acquire-picture-column-bank = 銀行
acquire-picture-safe = 独立
acquire-picture-chain-on-board = { $chain }：ホテル{ $size }個、株券１枚 ${ $price }、銀行の株券{ $bank }枚
acquire-picture-chain-on-board-safe = { $chain }：ホテル{ $size }個、株券１枚 ${ $price }、独立、銀行の株券{ $bank }枚
acquire-picture-chain-off-board = { $chain }：ボード上にない、銀行の株券{ $bank }枚
acquire-picture-pool = ホテルの山の残り{ $count }枚
acquire-picture-thresholds = ホテル{ $safe }個で独立、{ $end }個で終了宣言ができます
acquire-picture-bonuses = 配当金：筆頭株主は株券１枚の金額の10倍、第２株主は5倍
acquire-picture-discarded = 捨てたホテル：{ $tiles }
acquire-picture-merger = { $tile } で合併
acquire-picture-survivor = 吸収する側：{ $chain }
acquire-picture-defunct = 吸収されるホテル：{ $chain }
acquire-picture-pending-defuncts = この後吸収される：{ $chains }
# The players' table.
acquire-picture-column-player = プレイヤー
acquire-picture-column-cash = 現金
# Tiles in the player's hand.
acquire-picture-column-hand = 手持ち
acquire-picture-column-powers = カード
# The viewer's own name in the table.
acquire-picture-you = { $name }（あなた）
# Cash another player keeps hidden.
acquire-picture-hidden = 非公開
# Final rank and cash once the game is scored.
acquire-picture-rank = { $rank }位 ${ $cash }
# The power cards a player has not used yet.
acquire-picture-powers = { $count ->
        [0] なし
       *[other] { $powers }
    }
acquire-picture-your-hand-heading = 手持ち
acquire-picture-hands-at-end = ゲーム終了時の手持ち

## The options of a new game

acquire-option-allow-two-players = ２人プレイを許可
acquire-option-allow-two-players-help = ２人でもゲームを始められるようにします。ルールはそのままです（通常は3～6人で遊びます）。初期設定：オフ。
acquire-option-asset-visibility = 所持金と株券の公開
acquire-option-asset-visibility-help = 各プレイヤーの所持金と株券を全員に公開するか、ゲーム終了まで本人にだけ見せるかを選びます（銀行の株券の数、配当金、合併で吸収されるホテルの株券の枚数は公開されます）。初期設定：全員に公開。
acquire-choice-asset-visibility-open = 全員に公開
acquire-choice-asset-visibility-hidden = 終了まで非公開
acquire-option-bonus-rounding = 分割した配当金の端数処理
acquire-option-bonus-rounding-help = 同数の株主で配当金を分けるとき、各自の金額を$100単位に切上げ・切捨て・四捨五入（ちょうど半分は切上げ）のどれで丸めるかを選びます。初期設定：切上げ。
acquire-choice-bonus-rounding-up = $100単位で切上げ
acquire-choice-bonus-rounding-down = $100単位で切捨て
acquire-choice-bonus-rounding-nearest = $100単位で四捨五入
acquire-option-dead-tile-replacement = 使えないホテルの交換
acquire-option-dead-tile-replacement-help = 使えないホテル（独立したホテルチェーンをつなげるホテル）は、持ち主の手番の終わりに公開して捨て、代わりを引きます。手番ごとに１回だけ（代わりも使えなければ次の手番まで持つ）か、使えないホテルがなくなるまで繰り返すかを選びます。初期設定：手番ごとに１回。
acquire-choice-dead-tile-replacement-once-per-turn = 手番ごとに１回
acquire-choice-dead-tile-replacement-repeat = なくなるまで繰り返す
acquire-option-edition = ゲームの版
acquire-option-edition-help = ホテルチェーンの組み合わせと株価のランクを決めます。2008年版（ハズブロ、サクソンあり）か、最初の3M版（サクソンの代わりにルクソール、ランクも異なる）です。初期設定：2008年版。
acquire-choice-edition-2008 = 2008年版（ハズブロ）
acquire-choice-edition-classic = クラシック版（3M）
acquire-option-end-chain-size = 終了宣言できるチェーンの大きさ
acquire-option-end-chain-size-help = ホテルの数がこの数以上のチェーンがあると、手番のプレイヤーはゲームの終了を宣言できます。2～108の整数で指定します。初期設定：41。
acquire-option-first-player-order = １番目のプレイヤーの決め方
acquire-option-first-player-order-help = 最初に置くホテルが1Aに一番近いプレイヤーが１番目のプレイヤーになります。行（A～I）を先に比べる（9Aが1Bより先）か、列（1～12）を先に比べる（1Bが9Aより先）かを選びます。初期設定：行が先。
acquire-choice-first-player-order-row-then-column = 行を先に、次に列
acquire-choice-first-player-order-column-then-row = 列を先に、次に行
acquire-option-merger-disposal-order = 多重合併の処理順
acquire-option-merger-disposal-order-help = ３つ以上のホテルチェーンが合併したとき、吸収されるチェーンごとに配当金と株券の処分を済ませる（大きい順）か、すべての配当金を先に支払ってから各プレイヤーが吸収されたホテルの株券をまとめて処分するかを選びます。違いが出るのは、交換に使う吸収したホテルの株券が銀行で足りなくなるときだけです。初期設定：チェーンごと。
acquire-choice-merger-disposal-order-chain-by-chain = チェーンごと
acquire-choice-merger-disposal-order-all-bonuses-then-players = 配当金を先に、次にプレイヤーごと
acquire-option-no-playable-tile = 置けるホテルがないとき
acquire-option-no-playable-tile-help = 手番の始めに置けるホテルが手持ちにないときの処理です。ホテルを置かずに株券の購入だけ行うか、手持ちのホテルを公開して脇に置き、置けるホテルが来るかホテルの山がなくなるまで引き直すかを選びます。初期設定：株券の購入だけ行う。
acquire-choice-no-playable-tile-skip = 株券の購入だけ行う
acquire-choice-no-playable-tile-redraw-hand = 手持ちを引き直す
acquire-option-powers-per-turn = １回の手番で使えるカードの数
acquire-option-powers-per-turn-help = １回の手番で使えるカードの上限で、1～5の整数です。'96年版で追加されたカードを使うときだけ意味があります。初期設定：1。
acquire-option-reveal-hands-at-end = 終了時に手持ちを公開
acquire-option-reveal-hands-at-end-help = ゲーム終了時に全プレイヤーの残りの手持ちのホテルを公開します。初期設定：オン。
acquire-option-safe-chain-size = 独立するチェーンの大きさ
acquire-option-safe-chain-size-help = ホテルの数がこの数以上のチェーンは独立し、合併で吸収されなくなります。2～108の整数で指定します。初期設定：11。
acquire-option-special-powers = '96年版で追加されたカード
acquire-option-special-powers-help = '96年版で追加されたルールで遊びます。各プレイヤーは「３free」「Buy 5」「Trade 2」「Take 5 Tiles」「Place 4 Tiles」のカードを１枚ずつ持ち、それぞれ１ゲームに１回だけ使えます。初期設定：オフ。
acquire-option-turn-order = 順番
acquire-option-turn-order-help = １番目のプレイヤーの後の順番です。１番目のプレイヤーから席順（時計回り）か、全員を最初に置くホテルで並べる（１番目のプレイヤーと同じ決め方）かを選びます。初期設定：席順。
acquire-choice-turn-order-seat = 席順
acquire-choice-turn-order-start-tile = 最初に置くホテルの順
