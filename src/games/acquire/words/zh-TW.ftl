### Acquire：每個事件的文字

## The game's title

acquire-title = Acquire 併購

## 用語：連鎖酒店

acquire-chain-sackson = 薩克森酒店
acquire-chain-luxor = 路克索酒店
acquire-chain-tower = 塔樓酒店
acquire-chain-american = 美國酒店
acquire-chain-festival = 節慶酒店
acquire-chain-worldwide = 全球酒店
acquire-chain-continental = 洲際酒店
acquire-chain-imperial = 帝國酒店

## 用語：特殊能力卡

acquire-power-free-3 = 「免費買3張」
acquire-power-buy-5 = 「買5張」
acquire-power-trade-2 = 「換2張」
acquire-power-take-5-tiles = 「抽5塊版塊」
acquire-power-place-4-tiles = 「連放4塊版塊」

## 用語：抽版塊的原因

acquire-draw-initial = 起始手牌
acquire-draw-refill = 回合結束補牌
acquire-draw-dead-replacement = 替換非法版塊
acquire-draw-redraw = 重新抽牌
acquire-draw-power = 「抽5塊版塊」特殊能力卡

## 用語：領取紅利的股東

acquire-role-sole = 唯一股東
acquire-role-majority = 最大股東
acquire-role-majority-tie = 並列最大股東
acquire-role-minority = 第二大股東
acquire-role-minority-tie = 並列第二大股東

## 準備

acquire-game-created = 已建立 { $count } 位玩家的 Acquire 遊戲。
acquire-tile-pool-shuffled = { $count } 塊版塊已面朝下洗混。
acquire-start-tile-drawn = { $seat } 抽到起始版塊 { $tile }，放置在遊戲版圖上。
acquire-first-player = { $seat } 為起始玩家。順序：{ $order }。
acquire-turn-order-item = 第 { $position } 位 { $seat }

## 抽版塊與回合

acquire-tile-drawn = { $seat } 抽了版塊 { $tile }（{ $reason }）。
acquire-tile-drawn-hidden = { $seat } 抽了一塊版塊（{ $reason }）。
acquire-turn-started = 第 { $turn } 回合：輪到 { $seat }。
acquire-placement-skipped = { $seat } 手上沒有合法的版塊可供放置，直接購買股票。
acquire-hand-revealed-and-discarded = { $seat } 手上沒有合法的版塊：公開手中的版塊 { $tiles } 並放到一旁。
acquire-placements-finished = { $seat } 結束放置版塊。
acquire-dead-tiles-discarded = { $seat } 公開並棄掉 { $count } 塊非法版塊：{ $tiles }。
acquire-pool-exhausted = 最後一塊版塊已被抽出，之後不再抽版塊。

## 放置版塊與連鎖酒店

acquire-tile-placed = { $seat } 放置版塊 { $tile }。
acquire-tile-placed-found = { $seat } 放置版塊 { $tile }，建立新的連鎖酒店。
acquire-tile-placed-grow = { $seat } 放置版塊 { $tile }，連鎖酒店擴張。
acquire-tile-placed-merge = { $seat } 放置版塊 { $tile }，進行酒店合併。
acquire-chain-grown = { $chain }擴張 { $added } 塊，規模達到 { $size }。
acquire-chain-founded = { $seat } 建立了{ $chain }（規模 { $size }），並獲得一張免費股票。
acquire-chain-founded-no-share = { $seat } 建立了{ $chain }（規模 { $size }）；該酒店已經沒有股票，沒有免費股票。

## 合併

acquire-merging-chain = { $chain }（規模 { $size }）
acquire-merger-started = { $seat } 的版塊 { $tile } 引發合併：{ $chains }。
acquire-survivor-largest = { $chain }規模最大，將併吞其他連鎖酒店。
acquire-survivor-chosen = 規模相同，由發起合併的玩家選擇{ $chain }為合併後連鎖酒店。
acquire-defunct-next = 接下來被併購的是{ $chain }（規模 { $size }，每張股票 ${ $price }）。
acquire-defunct-chosen = 發起合併的玩家選擇接下來被併購的是{ $chain }（規模 { $size }，每張股票 ${ $price }）。
acquire-holding = { $seat } { $count } 張
acquire-defunct-holdings-revealed = { $chain }的股票：{ $holdings }。
acquire-payout = { $seat }（{ $role }）${ $amount }
acquire-merger-bonus-paid = { $chain }的紅利（每張股票 ${ $price }）：{ $payouts }。
acquire-merger-bonus-none = 沒有玩家持有{ $chain }的股票，不發放紅利。
acquire-disposal-sold = 以每張 ${ $price } 出售 { $count } 張（得 ${ $total }）
acquire-disposal-traded = 以 { $count } 張貿易 { $received } 張{ $survivor }股票
acquire-disposal-kept = 繼續持有 { $count } 張
acquire-shares-disposed = { $seat } 處理{ $chain }的股票：{ $parts }。
acquire-merger-completed = { $survivor }併吞了{ $absorbed }，規模達到 { $size }。

## 購買股票與特殊能力卡

acquire-power-used = { $seat } 使用了{ $power }特殊能力卡。
acquire-exchange = 2 張{ $give }換 2 張{ $take }
acquire-shares-exchanged = { $seat } 以「換2張」交換股票：{ $exchanges }。
acquire-shares-exchanged-hidden = { $seat } 以「換2張」交換股票，換得 { $count } 張股票。
acquire-purchase = { $chain } { $count } 張（每張 ${ $price }）
acquire-shares-purchased = { $seat } 購買股票：{ $shares }，共 ${ $total }。
acquire-shares-purchased-with-power = { $seat } 以{ $power }購買股票：{ $shares }，共 ${ $total }。
acquire-shares-purchased-none = { $seat } 沒有購買股票。
acquire-shares-purchased-hidden = { $count ->
        [0] { $seat } 沒有購買股票。
       *[other] { $seat } 購買了 { $count } 張股票。
    }

## 遊戲結束

acquire-game-end-declared = { $seat } 宣布遊戲結束：本回合結束後遊戲結束。
acquire-game-ended-declared = 遊戲結束：{ $seat } 宣布結束。進行遊戲分數結算。
acquire-game-ended = 遊戲結束。進行遊戲分數結算。
acquire-game-ended-stalemate = 遊戲結束：已經沒有版塊可以放置。進行遊戲分數結算。
acquire-final-bonus-paid = 結算{ $chain }（規模 { $size }，每張股票 ${ $price }）的紅利：{ $payouts }。
acquire-final-bonus-none = 沒有玩家持有{ $chain }（規模 { $size }）的股票，沒有結算紅利。
acquire-shares-liquidated = { $seat } 以每張 ${ $price } 出售 { $count } 張{ $chain }股票，得 ${ $total }。
acquire-standing = 第 { $rank } 名 { $seat } ${ $cash }
acquire-final-standings = 最終排名：{ $standings }。{ $seat } 獲勝！
acquire-final-standings-tie = 最終排名：{ $standings }。{ $count } 位玩家平手，共享榮耀。
acquire-final-standings-no-winner = 最終排名：{ $standings }。
acquire-revealed-hand = { $seat }：{ $tiles }
acquire-hands-revealed = 公開手中的版塊：{ $hands }。
acquire-player-resigned = { $seat } 認輸：遊戲中止，不計分。

## 文字指令：詞語

acquire-cmd-play = 放置
acquire-cmd-place = 擺放
acquire-cmd-found = 建立
acquire-cmd-survive = 存續
acquire-cmd-next = 下一個
acquire-cmd-sell = 出售
acquire-cmd-trade = 貿易
acquire-cmd-keep = 持有
acquire-cmd-buy = 購買
acquire-cmd-with = 使用
acquire-cmd-declare = 宣布結束
acquire-cmd-skip = 跳過
acquire-cmd-use = 發動
acquire-cmd-for = 換
acquire-cmd-done = 完成
acquire-cmd-resign = 認輸
acquire-card-free3 = 免費買3張
acquire-card-buy5 = 買5張
acquire-card-trade2 = 換2張
acquire-card-take5 = 抽5塊版塊
acquire-card-place4 = 連放4塊版塊

## 文字指令：填入的值

acquire-text-tile = 版塊
acquire-text-chain = 連鎖酒店
acquire-text-shares = 張數

## 文字指令：各形式的說明

acquire-help-play = 從手中放置一塊版塊到遊戲版圖上的對應位置（例：放置 7C）。
acquire-help-found = 選擇你剛放置的版塊所建立的連鎖酒店。
acquire-help-survive = 由發起合併的玩家從規模並列最大的連鎖酒店中選擇合併後連鎖酒店。
acquire-help-next = 由發起合併的玩家從規模並列的被併購連鎖酒店中選擇下一個被併購的。
acquire-help-sell = 出售被併購連鎖酒店的股票（也可接著貿易）；其餘繼續持有。
acquire-help-trade = 將兩張被併購連鎖酒店的股票換成一張合併後連鎖酒店的股票（也可接著出售）；其餘繼續持有。
acquire-help-keep = 繼續持有全部被併購連鎖酒店的股票。
acquire-help-buy = 購買至多3張已上市連鎖酒店的股票（使用特殊能力卡：免費3張或至多5張），然後結束回合；只輸入「購買」則不買。
acquire-help-declare = 宣布遊戲結束：本回合結束後遊戲結束。
acquire-help-skip = 手上沒有合法的版塊時，不放置版塊，直接購買股票。
acquire-help-use = 在放置版塊前發動「抽5塊版塊」或「連放4塊版塊」特殊能力卡。
acquire-help-use-trade = 在購買前發動「換2張」特殊能力卡：以一家連鎖酒店的2張股票換另一家的2張股票，至多3次。
acquire-help-done = 結束放置版塊（「連放4塊版塊」特殊能力卡），開始購買股票。
acquire-help-resign = 認輸：遊戲立即中止，不計分。

## Rejections: why a command is refused

acquire-state-setup = 遊戲準備中
acquire-state-awaiting-placement = 放置版塊階段
acquire-state-awaiting-chain-choice = 選擇要建立的連鎖酒店
acquire-state-merging = 合併進行中
acquire-state-awaiting-survivor-choice = 選擇合併後連鎖酒店
acquire-state-awaiting-defunct-choice = 選擇下一個被併購連鎖酒店
acquire-state-awaiting-disposal = 處理被併購連鎖酒店的股票
acquire-state-awaiting-purchase = 購買股票階段
acquire-state-end-of-turn = 回合結束中
acquire-state-game-over = 遊戲已結束
acquire-power-usable-before-placement = 只能在回合中第一次放置版塊之前
acquire-power-usable-before-purchase = 只能在購買股票階段、購買之前
acquire-power-usable-with-purchase = 只能在購買股票時一併

acquire-rejection-invalid-tile-name = { $tile } 不是版塊名稱：請寫 1 到 12 的數字，接著 A 到 I 的字母，例如 7C
acquire-rejection-unknown-chain = 這場遊戲沒有 { $chain } 這家連鎖酒店：本遊戲的連鎖酒店為{ $chains }
acquire-rejection-powers-disabled = 這場遊戲不使用特殊能力卡
acquire-rejection-wrong-phase = 現在不能送出這個指令（{ $state }）；{ $count ->
        [0] 目前沒有可送出的指令
       *[other] 可以送出：{ $allowed }
    }
acquire-rejection-tile-not-in-hand = 版塊 { $tile } 不在你的手中
acquire-rejection-tile-permanently-unplayable = 版塊 { $tile } 會連接安全的連鎖酒店（{ $chains }），視為非法，永遠不能放置
acquire-rejection-tile-temporarily-unplayable = 版塊 { $tile } 會建立第八家連鎖酒店，而七家都已上市；要等有連鎖酒店離開遊戲版圖後才能放置
acquire-rejection-has-playable-tile = 你手上有合法的版塊 { $tiles }，必須放置版塊，不能跳過
acquire-rejection-chain-already-on-board = { $chain }已經上市：{ $count ->
        [1] 可以建立的是{ $candidates }
       *[other] 請從{ $candidates }中選擇建立
    }
acquire-rejection-not-a-survivor-candidate = { $chain }不能成為這次合併的合併後連鎖酒店：{ $count ->
        [1] 只有{ $candidates }可以
       *[other] 請從{ $candidates }中選擇
    }
acquire-rejection-not-a-defunct-candidate = { $chain }不能成為下一個被併購連鎖酒店：{ $count ->
        [1] 只有{ $candidates }可以
       *[other] 請從{ $candidates }中選擇
    }
acquire-rejection-trade-odd = 股票貿易是兩張換一張，貿易的張數必須是偶數，不能是 { $trade } 張
acquire-rejection-disposal-exceeds-holding = 不能出售 { $sell } 張並貿易 { $trade } 張{ $chain }股票：{ $held ->
        [0] 你沒有這家的股票
       *[other] 你只持有 { $held } 張
    }
acquire-rejection-trade-exceeds-bank = 這次貿易需要 { $requested } 張{ $chain }股票，但{ $bank ->
        [0] 銀行已經沒有這家的股票
       *[other] 銀行只剩 { $bank } 張
    }
acquire-rejection-too-many-shares = 這次購買至多可買 { $limit } 張股票，不能買 { $requested } 張
acquire-rejection-chain-not-on-board = { $exchange ->
        [0] { $chain }尚未上市：只能買遊戲版圖上已上市連鎖酒店的股票
       *[other] 第 { $exchange } 筆交換的{ $chain }尚未上市
    }
acquire-rejection-shares-exceed-bank = 你要購買 { $requested } 張{ $chain }股票，但{ $bank ->
        [0] 銀行已經沒有這家的股票
       *[other] 銀行只剩 { $bank } 張
    }
acquire-rejection-insufficient-cash = 這次購買需要 ${ $total }，但你只有 ${ $cash }
acquire-rejection-end-already-declared = 本回合已經宣布遊戲結束
acquire-rejection-end-condition-not-met = 還不能宣布遊戲結束：{ $count ->
        [0] 遊戲版圖上沒有連鎖酒店
       *[other] 最大的連鎖酒店規模為 { $largest }，未達 { $end }，且{ $chains }還不是安全的連鎖酒店
    }
acquire-rejection-power-already-used = 你已經使用過{ $power }特殊能力卡：每張卡每場遊戲只能使用一次
acquire-rejection-power-per-turn-limit = 不能使用{ $power }特殊能力卡：每回合至多只能使用 { $limit } 張特殊能力卡
acquire-rejection-power-not-usable-now = 現在不能使用{ $power }特殊能力卡（{ $state }）：{ $when }使用
acquire-rejection-take5-pool-empty = 不能使用{ $power }特殊能力卡：已經沒有版塊可抽
acquire-rejection-trade2-too-many-exchanges = { $power }特殊能力卡可交換 1 到 { $max } 次，不能交換 { $count } 次
acquire-rejection-trade2-same-chain = 第 { $exchange } 筆交換給出與換得的都是{ $chain }：請指定兩家不同的連鎖酒店
acquire-rejection-trade2-insufficient-holding = 第 { $exchange } 筆交換要給出 2 張{ $chain }股票，但那時{ $held ->
        [0] 你已經沒有這家的股票
       *[other] 你只持有 { $held } 張
    }
acquire-rejection-trade2-bank-short = 第 { $exchange } 筆交換要換得 2 張{ $chain }股票，但那時{ $bank ->
        [0] 銀行已經沒有這家的股票
       *[other] 銀行只剩 { $bank } 張
    }

## Board picture

# The picture's accessible name: the game, the version shown (picture-version) and the
# status sentence.
acquire-picture-title = { $game }（{ $version }）：{ $status }
# The first sentence of the picture's description.
acquire-picture-about = { $game }遊戲版圖（{ $version }）。
# Status sentences, under the game's name at the top of the picture.
acquire-picture-won = 遊戲結束：{ $winners } 獲勝。
acquire-picture-resigned = 遊戲結束：{ $player } 認輸。
acquire-picture-over = 遊戲結束。
acquire-picture-turn = 第 { $turn } 回合：輪到 { $player }{ $task }。
# What the player who must act is to do, the end of acquire-picture-turn.
acquire-picture-task-placement = 放置版塊
acquire-picture-task-chain-choice = 選擇要建立的連鎖酒店
acquire-picture-task-survivor-choice = 選擇合併後連鎖酒店
acquire-picture-task-defunct-choice = 選擇下一個被併購連鎖酒店
acquire-picture-task-disposal = 出售、貿易或繼續持有被併購連鎖酒店的股票
acquire-picture-task-purchase = 購買股票
acquire-picture-task-other = 行動
# The rest of the description.
acquire-picture-chains-on-board = 已上市的連鎖酒店：{ $chains }。
acquire-picture-no-chain = 遊戲版圖上沒有連鎖酒店。
acquire-picture-chain-summary = { $chain }（規模 { $size }，每張股票 ${ $price }）
acquire-picture-chain-summary-safe = { $chain }（規模 { $size }，每張股票 ${ $price }，安全的連鎖酒店）
acquire-picture-cash = 金錢：{ $players }。
acquire-picture-player-cash = { $player }：${ $cash }
acquire-picture-player-cash-hidden = { $player }：未公開
acquire-picture-pool-sentence = 還有 { $count } 塊版塊未抽。
acquire-picture-your-hand = 你手中的版塊：{ $tiles }。
acquire-picture-hand-tile = { $tile }（{ $class }）
# Board cells: the word under an empty cell's name, and each cell's tooltip.
acquire-picture-cell-hand = 手中
# A tile just placed that founds a chain once the chain is chosen.
acquire-picture-cell-new = 待建立
acquire-picture-tile-in-hand = { $tile }：在你手中
acquire-picture-tile-loose = { $tile }：還沒有連結的版塊
acquire-picture-tile-pending = { $tile }：已放置，待選擇要建立的連鎖酒店
acquire-picture-tile-dead = { $tile }：非法版塊
acquire-picture-tile-chain = { $tile }：{ $chain }
# What placing a hand tile now would do, under the tile in the hand (also under a dead cell).
acquire-picture-class-lone = 單獨
acquire-picture-class-found = 建立
acquire-picture-class-grow = 擴張
acquire-picture-class-merge = 合併
acquire-picture-class-blocked = 不能放置
acquire-picture-class-dead = 非法
# The same with the one-letter codes of the chains the tile touches (e.g. "merges TA").
acquire-picture-class-chains = { $class }：{ $chains }
# The chain chart.
acquire-picture-chains = 連鎖酒店
acquire-picture-column-size = 規模
acquire-picture-column-price = 股票價值
# Shares left in the bank.
acquire-picture-column-bank = 銀行
acquire-picture-safe = 安全
acquire-picture-chain-on-board = { $chain }：規模 { $size }，每張股票 ${ $price }，銀行剩 { $bank } 張股票
acquire-picture-chain-on-board-safe = { $chain }：規模 { $size }，每張股票 ${ $price }，安全的連鎖酒店，銀行剩 { $bank } 張股票
acquire-picture-chain-off-board = { $chain }：未上市，銀行剩 { $bank } 張股票
acquire-picture-pool = 還有 { $count } 塊版塊未抽
acquire-picture-thresholds = 規模達到 { $safe } 即為安全；達到 { $end } 可宣布遊戲結束
acquire-picture-bonuses = 紅利：最大股東得股票價值的 10 倍，第二大股東得 5 倍
acquire-picture-discarded = 棄掉的版塊：{ $tiles }
acquire-picture-merger = 版塊 { $tile } 引發合併
acquire-picture-survivor = 合併後連鎖酒店：{ $chain }
acquire-picture-defunct = 目前被併購：{ $chain }
acquire-picture-pending-defuncts = 之後被併購：{ $chains }
# The players' table.
acquire-picture-column-player = 玩家
acquire-picture-column-cash = 金錢
# Tiles in the player's hand.
acquire-picture-column-hand = 手中
acquire-picture-column-powers = 特殊能力卡
# The viewer's own name in the table.
acquire-picture-you = { $name }（你）
# Cash another player keeps hidden.
acquire-picture-hidden = 未公開
# Final rank and cash once the game is scored.
acquire-picture-rank = 第{ $rank }名 ${ $cash }
# The power cards a player has not used yet.
acquire-picture-powers = { $count ->
        [0] 無
       *[other] { $powers }
    }
acquire-picture-your-hand-heading = 手中版塊
acquire-picture-hands-at-end = 遊戲結束時的手中版塊

## The options of a new game

acquire-option-allow-two-players = 允許兩位玩家
acquire-option-allow-two-players-help = 讓遊戲只有兩位玩家也能開始，其餘規則不變；一般需要3到6位玩家。預設：關閉。
acquire-option-asset-visibility = 金錢與股票是否公開
acquire-option-asset-visibility-help = 每位玩家的金錢與股票是公開給所有人，還是在遊戲結束前只有自己看得到（銀行剩餘的股票數、紅利，以及合併時被併購連鎖酒店的持股仍然公開）。預設：公開給所有人。
acquire-choice-asset-visibility-open = 公開給所有人
acquire-choice-asset-visibility-hidden = 遊戲結束前不公開
acquire-option-bonus-rounding = 平分紅利的進位方式
acquire-option-bonus-rounding-help = 並列的股東平分紅利時，每人所得以$100為單位無條件進位、無條件捨去或四捨五入（剛好一半則進位）。預設：無條件進位。
acquire-choice-bonus-rounding-up = 無條件進位
acquire-choice-bonus-rounding-down = 無條件捨去
acquire-choice-bonus-rounding-nearest = 四捨五入
acquire-option-dead-tile-replacement = 非法版塊的替換
acquire-option-dead-tile-replacement-help = 非法版塊（會連接兩家安全的連鎖酒店的版塊）在持有者的回合結束時公開棄掉，並抽新的版塊替換：每回合只替換一次（抽到的版塊若仍非法，留到下一回合），或重複替換直到手中沒有非法版塊。預設：每回合一次。
acquire-choice-dead-tile-replacement-once-per-turn = 每回合一次
acquire-choice-dead-tile-replacement-repeat = 重複到沒有為止
acquire-option-edition = 遊戲版本
acquire-option-edition-help = 連鎖酒店的組合與股票價值的等級：2008年孩之寶版（有薩克森酒店），或最初的3M版（以路克索酒店取代薩克森酒店，等級也不同）。預設：2008年版。
acquire-choice-edition-2008 = 2008年版（孩之寶）
acquire-choice-edition-classic = 經典版（3M）
acquire-option-end-chain-size = 可宣布結束的規模
acquire-option-end-chain-size-help = 有連鎖酒店的規模達到這個數字以上時，輪到的玩家可以宣布遊戲結束；請輸入2到108的整數。預設：41。
acquire-option-first-player-order = 決定起始玩家的方式
acquire-option-first-player-order-help = 起始版塊最接近1A的玩家為起始玩家；選擇先比較橫列（A到I，9A優先於1B）還是先比較直行（1到12，1B優先於9A）。預設：先比橫列。
acquire-choice-first-player-order-row-then-column = 先比橫列，再比直行
acquire-choice-first-player-order-column-then-row = 先比直行，再比橫列
acquire-option-merger-disposal-order = 多重併購的處理順序
acquire-option-merger-disposal-order-help = 三或四家連鎖酒店合併時，可以逐家處理被併購連鎖酒店（規模大的先），先發紅利再由股東處理股票；或先發放所有紅利，再由每位股東依序一次處理手中所有被併購連鎖酒店的股票。只有在銀行的合併後連鎖酒店股票不夠貿易時，結果才會不同。預設：逐家處理。
acquire-choice-merger-disposal-order-chain-by-chain = 逐家處理
acquire-choice-merger-disposal-order-all-bonuses-then-players = 先發紅利，再逐位玩家處理
acquire-option-no-playable-tile = 沒有合法的版塊時
acquire-option-no-playable-tile-help = 回合開始時手上沒有合法的版塊可供放置時的處理：不放置版塊、直接購買股票，或公開手中的版塊並放到一旁，重新抽出版塊，直到有可放置的版塊或版塊抽完為止。預設：直接購買股票。
acquire-choice-no-playable-tile-skip = 直接購買股票
acquire-choice-no-playable-tile-redraw-hand = 重新抽出手中版塊
acquire-option-powers-per-turn = 每回合可用的特殊能力卡
acquire-option-powers-per-turn-help = 每回合至多可使用的特殊能力卡張數，1到5；只在使用特殊能力卡時有作用。預設：1。
acquire-option-reveal-hands-at-end = 結束時公開手中版塊
acquire-option-reveal-hands-at-end-help = 遊戲結束時公開每位玩家剩下的手中版塊。預設：開啟。
acquire-option-safe-chain-size = 安全的連鎖酒店規模
acquire-option-safe-chain-size-help = 規模達到這個數字以上的連鎖酒店視為安全的連鎖酒店，不會再被併購；請輸入2到108的整數。預設：11。
acquire-option-special-powers = 特殊能力卡
acquire-option-special-powers-help = 使用特殊能力卡變體規則：每位玩家各有一張「免費買3張」、「買5張」、「換2張」、「抽5塊版塊」與「連放4塊版塊」，每張每場遊戲只能使用一次。預設：關閉。
acquire-option-turn-order = 回合順序
acquire-option-turn-order-help = 起始玩家之後的回合順序：從起始玩家開始依座位順時針輪流，或所有玩家依起始版塊排序（與決定起始玩家的方式相同）。預設：座位順序。
acquire-choice-turn-order-seat = 座位順序
acquire-choice-turn-order-start-tile = 依起始版塊排序
