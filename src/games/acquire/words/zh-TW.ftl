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
