### 地產大亨：事件的文字

## The game's title

monopoly-title = 地產大亨

## 用語

monopoly-square-go = 起點
monopoly-square-jail = 監獄（探監）
monopoly-square-free-parking = 免費停車場
monopoly-square-go-to-jail = 入獄格
monopoly-square-chance = 機會格
monopoly-square-community-chest = 命運格
monopoly-square-income-tax = 所得稅
monopoly-square-luxury-tax = 奢侈稅
monopoly-square-electric-company = 電力公司
monopoly-square-water-works = 自來水公司
monopoly-square-unknown = 第 { $index } 格

monopoly-deck-chance = 機會
monopoly-deck-community-chest = 命運

monopoly-group-brown = 棕色
monopoly-group-light-blue = 淺藍色
monopoly-group-pink = 粉紅色
monopoly-group-orange = 橘色
monopoly-group-red = 紅色
monopoly-group-yellow = 黃色
monopoly-group-green = 綠色
monopoly-group-dark-blue = 深藍色

monopoly-party-bank = 銀行
monopoly-party-jackpot = 免費停車場獎金池

monopoly-item-cash = 現金 ${ $amount }
monopoly-item-nothing = 無
monopoly-item-jail-card = 一張免費出獄卡
monopoly-item-house = 一間房子
monopoly-item-hotel = 一間旅館
monopoly-item-mortgaged = { $square }（抵押中）

monopoly-list-last = { $first }和{ $rest }
monopoly-list-more = { $first }、{ $rest }

monopoly-level-none = { $square }（無建築）
monopoly-level-houses = { $square }（{ $count } 間房子）
monopoly-level-hotel = { $square }（旅館）

monopoly-reason-salary = 薪水
monopoly-reason-rent = 租金
monopoly-reason-tax = 稅金
monopoly-reason-jail-fine = 出獄罰金
monopoly-reason-card = 卡片
monopoly-reason-purchase = 購買
monopoly-reason-auction = 拍賣
monopoly-reason-buildings = 建築費
monopoly-reason-building-sale = 賣回建築
monopoly-reason-mortgage = 抵押
monopoly-reason-unmortgage = 贖回
monopoly-reason-mortgage-interest = 抵押利息
monopoly-reason-trade = 交易
monopoly-reason-bankruptcy = 破產
monopoly-reason-jackpot = 免費停車場獎金池

monopoly-rent-basis-monopoly = 集滿同色，租金加倍
monopoly-rent-basis-houses = { $count } 間房子
monopoly-rent-basis-hotel = 旅館
monopoly-rent-basis-railroads = 擁有 { $count } 條鐵路
monopoly-rent-basis-railroad-card = 卡片指示，租金加倍
monopoly-rent-basis-utility = 骰子點數 { $total } 的 { $multiplier } 倍
monopoly-rent-basis-utility-card = 卡片指示，骰子點數 { $total } 的 { $multiplier } 倍

monopoly-action-roll-dice = 擲骰
monopoly-action-decline-property = 放棄購買
monopoly-action-choose-income-tax = 選擇所得稅繳法
monopoly-action-pass-bid = 放棄出價
monopoly-action-waive-claim = 放棄申請建築
monopoly-action-resolve-mortgage-transfer = 決定抵押的處理
monopoly-action-end-turn = 結束回合
monopoly-action-liquidate = 變賣與抵押以償還債務
monopoly-action-close-rescue = 結束紓困
monopoly-action-void-trade = 取消交易
monopoly-action-end-at-round-end = 在本輪結束時結束遊戲

monopoly-end-last-player = 最後留下的玩家
monopoly-end-round-limit = 輪數上限
monopoly-end-deadline = 期限

monopoly-standing = { $seat }（總資產 ${ $amount }）

## 卡片

monopoly-card-advance-to-go = 前進到起點（領取 $200）
monopoly-card-ch02 = 前進到 Illinois Avenue
monopoly-card-ch03 = 前進到 St. Charles Place
monopoly-card-ch04 = 前進到最近的公共事業（若有主人，付骰子點數的 10 倍）
monopoly-card-ch05 = 前進到最近的鐵路（若有主人，租金加倍）
monopoly-card-ch07 = 銀行發給你股利 $50
monopoly-card-jail-free = 免費出獄
monopoly-card-ch09 = 後退三格
monopoly-card-go-to-jail = 直接入獄
monopoly-card-ch11 = 房屋整修：每間房子付 $25，每間旅館付 $100
monopoly-card-ch12 = 付 $15（濟貧稅／超速罰款）
monopoly-card-ch13 = 搭車到 Reading Railroad
monopoly-card-ch14 = 前進到 Boardwalk
monopoly-card-ch15 = 當選董事長：付給每位玩家 $50
monopoly-card-ch16 = 建築貸款到期：領取 $150
monopoly-card-cc02 = 銀行出錯對你有利：領取 $200
monopoly-card-cc03 = 醫藥費：付 $50
monopoly-card-cc07 = 假期基金到期：領取 $100
monopoly-card-cc08 = 所得稅退稅：領取 $20
monopoly-card-cc10 = 壽險到期：領取 $100
monopoly-card-cc11 = 住院費
monopoly-card-cc12 = 學費
monopoly-card-cc13 = 顧問費：領取 $25
monopoly-card-cc14 = 道路整修：每間房子付 $40，每間旅館付 $115
monopoly-card-cc15 = 選美比賽第二名：領取 $10
monopoly-card-cc16 = 繼承遺產：領取 $100

## 句子

monopoly-game-created = { $count } 位玩家的地產大亨遊戲已建立。
monopoly-player-joined = { $seat } 加入遊戲，持有 ${ $amount }。
monopoly-deck-shuffled = { $count } 張{ $deck }卡已洗勻並蓋放。
monopoly-deck-shuffled-order = { $deck }卡已洗勻：{ $cards }。
monopoly-turn-order-rolled = { $seat } 為決定起始玩家擲出 { $d1 } 和 { $d2 }（共 { $total } 點）。
monopoly-game-started = 由 { $seat } 先開始。
monopoly-turn-started = 第 { $round } 輪，第 { $turn } 回合：輪到 { $seat }。
monopoly-turn-ended = { $seat } 結束回合。

monopoly-phase-not-started = 遊戲尚未開始。
monopoly-phase-waiting = 等待下一步。
monopoly-phase-awaiting-roll = 輪到 { $seat } 擲骰。
monopoly-phase-buy-decision = { $seat } 可以用 ${ $amount } 購買 { $square }。
monopoly-phase-auction = 拍賣 { $item }：{ $seat } 出價至少 ${ $amount } 或放棄出價。
monopoly-phase-auction-high = 拍賣 { $item }，目前最高出價為 { $bidder } 的 ${ $high }：{ $seat } 出價至少 ${ $amount } 或放棄出價。
monopoly-phase-income-tax = { $seat } 選擇所得稅的繳法：定額或總資產的 10%。
monopoly-phase-building-claim = 房屋短缺（銀行剩 { $houses } 間房子、{ $hotels } 間旅館）：等待 { $count } 位玩家申請或放棄。
monopoly-phase-debt = { $seat } 欠債 ${ $amount }，必須籌錢或破產。
monopoly-phase-rescue = { $seat } 付不出 ${ $amount }，暫時破產：其他玩家可以提出紓困方案。
monopoly-phase-mortgage-transfer = { $seat } 決定要贖回還是保持抵押：{ $squares }。
monopoly-phase-end-turn = { $seat } 可以蓋房子、抵押或交易，然後結束回合。
monopoly-phase-finished = 遊戲結束。

monopoly-dice-rolled-turn-order = { $seat } 為決定起始玩家擲出 { $d1 } 和 { $d2 }（共 { $total } 點）。
monopoly-dice-rolled = { $seat } 擲出 { $d1 } 和 { $d2 }（共 { $total } 點）。
monopoly-dice-rolled-doubles = { $seat } 擲出相同點數：{ $d1 } 和 { $d2 }（共 { $total } 點）。
monopoly-dice-rolled-jail = { $seat } 在監獄中擲出 { $d1 } 和 { $d2 }。
monopoly-dice-rolled-jail-doubles = { $seat } 在監獄中擲出相同點數：{ $d1 } 和 { $d2 }。
monopoly-dice-rolled-utility = { $seat } 為公共事業的租金擲出 { $d1 } 和 { $d2 }（共 { $total } 點）。

monopoly-moved = { $seat } 的棋子前進到 { $square }。
monopoly-moved-past-go = { $seat } 的棋子經過起點，前進到 { $square }。
monopoly-moved-card = 卡片讓 { $seat } 的棋子前進到 { $square }。
monopoly-moved-card-past-go = 卡片讓 { $seat } 的棋子經過起點，前進到 { $square }。
monopoly-moved-back = { $seat } 的棋子後退到 { $square }。
monopoly-salary-collected = { $seat } 領取薪水 ${ $amount }。

monopoly-sent-to-jail-square = { $seat } 停在入獄格，直接入獄。
monopoly-sent-to-jail-card = { $seat } 因卡片指示入獄。
monopoly-sent-to-jail-doubles = { $seat } 連續三次擲出相同點數，直接入獄。
monopoly-jail-attempt-failed = { $seat } 沒有擲出相同點數，繼續坐牢（第 { $count } 次）。
monopoly-left-jail-fine = { $seat } 繳罰金出獄。
monopoly-left-jail-card = { $seat } 使用免費出獄卡出獄。
monopoly-left-jail-doubles = { $seat } 擲出相同點數出獄。
monopoly-left-jail-forced = { $seat } 三次都沒擲出相同點數，繳罰金出獄。

monopoly-card-drawn = { $seat } 抽到{ $deck }卡：「{ $card }」。
monopoly-card-drawn-unnamed = { $seat } 抽了一張{ $deck }卡。
monopoly-card-returned = 「{ $card }」放回{ $deck }牌堆底部。
monopoly-card-returned-unnamed = 卡片放回{ $deck }牌堆底部。
monopoly-jail-card-kept = { $seat } 保留這張免費出獄卡。
monopoly-jail-card-used = { $seat } 使用一張免費出獄卡。

monopoly-property-purchased = { $seat } 以 ${ $amount } 購買 { $square }。
monopoly-property-purchased-mortgaged = { $seat } 以 ${ $amount } 購買抵押中的 { $square }。
monopoly-property-purchased-auction = { $seat } 在拍賣中以 ${ $amount } 買下 { $square }。
monopoly-property-purchased-auction-mortgaged = { $seat } 在拍賣中以 ${ $amount } 買下抵押中的 { $square }。
monopoly-purchase-declined = { $seat } 放棄購買 { $square }，由銀行拍賣。

monopoly-auction-started = 銀行拍賣 { $item }：起標價 ${ $amount }，加價單位 ${ $step }。
monopoly-bid-placed = { $seat } 出價 ${ $amount }。
monopoly-bid-passed = { $seat } 放棄出價。
monopoly-auction-won = { $seat } 以 ${ $amount } 得標。
monopoly-auction-won-free = { $seat } 得標。
monopoly-auction-unsold = 無人出價，拍賣流標。

monopoly-rent-charged = { $seat } 需為 { $square } 付給 { $owner } 租金 ${ $amount }。
monopoly-rent-charged-basis = { $seat } 需為 { $square } 付給 { $owner } 租金 ${ $amount }（{ $basis }）。
monopoly-tax-charged = { $seat } 需繳{ $square } ${ $amount }。
monopoly-income-tax-flat = { $seat } 以定額繳所得稅 ${ $amount }。
monopoly-income-tax-percent = { $seat } 以總資產 ${ $worth } 的 10% 繳所得稅 ${ $amount }。

monopoly-cash-player-to-player = { $seat } 付給 { $other } ${ $amount }（{ $reason }）。
monopoly-cash-player-to-bank = { $seat } 付給銀行 ${ $amount }（{ $reason }）。
monopoly-cash-player-to-jackpot = { $seat } 將 ${ $amount } 放入免費停車場獎金池（{ $reason }）。
monopoly-cash-bank-to-player = 銀行付給 { $seat } ${ $amount }（{ $reason }）。
monopoly-cash-jackpot-to-player = { $seat } 從免費停車場獎金池拿到 ${ $amount }。
monopoly-cash-moved = ${ $amount } 從{ $from }轉到{ $to }（{ $reason }）。

monopoly-debt-opened = { $seat } 無法以現金付給{ $creditors } ${ $amount }，必須籌錢（變賣與抵押最多可得 ${ $value }）。
monopoly-debt-paid = { $seat } 還清債務 ${ $amount }。
monopoly-rescue-opened = 債務人暫時破產：其他玩家可以提出紓困方案。
monopoly-rescue-closed-covered = 紓困結束：債務已有著落。
monopoly-rescue-closed-bankrupt = 紓困結束：沒有紓困方案。

monopoly-buildings-bought = { $seat } 在{ $group }地產蓋房子，付出 ${ $amount }：{ $levels }。
monopoly-buildings-sold = { $seat } 將{ $group }地產的建築賣回銀行，得到 ${ $amount }：{ $levels }。
monopoly-buildings-returned = { $seat } 在{ $group }地產的建築歸還銀行。
monopoly-claim-round-started = 房屋短缺：銀行只剩 { $houses } 間房子、{ $hotels } 間旅館，不夠 { $seat } 在{ $group }地產建造；{ $count } 位玩家可以申請。
monopoly-claim-submitted = { $seat } 申請在{ $group }地產建造：{ $levels }。
monopoly-claim-waived = { $seat } 放棄申請。
monopoly-claim-round-closed = 申請完畢：共申請 { $houses } 間房子、{ $hotels } 間旅館，銀行有 { $bank-houses } 間房子、{ $bank-hotels } 間旅館。
monopoly-build-request-cancelled = { $seat } 在{ $group }地產的建造申請中有 { $count } 步無法執行。

monopoly-property-mortgaged = { $seat } 抵押 { $square }，得到 ${ $amount }。
monopoly-property-unmortgaged = { $seat } 付 ${ $amount }（含利息 ${ $interest }）贖回 { $square }。
monopoly-mortgage-interest-paid = { $seat } 為抵押中的 { $square } 付利息 ${ $amount }。
monopoly-mortgage-transfer-lift = { $seat } 付 ${ $amount } 贖回 { $square }。
monopoly-mortgage-transfer-keep = { $seat } 付 ${ $amount }，保持 { $square } 的抵押。

monopoly-trade-proposed = { $seat } 向 { $recipient } 提議交易：以{ $give }換{ $take }（交易 { $trade }）。
monopoly-trade-proposed-counter = { $seat } 向 { $recipient } 提出還價：以{ $give }換{ $take }（交易 { $trade }）。
monopoly-trade-proposed-rescue = { $seat } 向 { $recipient } 提出紓困方案：以{ $give }換{ $take }（交易 { $trade }）。
monopoly-trade-rejected = 交易 { $trade } 被拒絕。
monopoly-trade-countered = 交易 { $trade } 被還價拒絕。
monopoly-trade-cancelled = 交易 { $trade } 已取消。
monopoly-trade-voided-stale = 交易 { $trade } 失效：內容已經改變。
monopoly-trade-voided-expired = 交易 { $trade } 已過期。
monopoly-trade-voided-bankruptcy = 交易 { $trade } 失效：有一方破產。
monopoly-trade-executed = { $seat } 與 { $recipient } 完成交易：以{ $give }換{ $take }。

monopoly-assets-transferred = { $seat } 的資產轉給{ $to }：{ $items }。
monopoly-bankrupt-to-player = { $seat } 欠 { $owner } 的錢而破產，出局。
monopoly-bankrupt-to-bank = { $seat } 欠銀行的錢而破產，出局。
monopoly-bankrupt-to-several = { $seat } 欠多位玩家的錢而破產，出局。
monopoly-player-resigned = { $seat } 認輸。
monopoly-deadline-expired = { $seat } 逾時：系統代為{ $action }。
monopoly-game-deadline-passed = 遊戲期限已過：將在本輪結束時結束遊戲。
monopoly-jackpot-collected = { $seat } 拿走免費停車場獎金池 ${ $amount }。

monopoly-game-ended-last-player = { $seat } 是最後留下的玩家，獲勝！
monopoly-game-ended-winner = 遊戲因{ $reason }結束：{ $seat } 獲勝。總資產：{ $standings }。
monopoly-game-ended-shared = 遊戲因{ $reason }結束，第一名平手。總資產：{ $standings }。
monopoly-game-ended-winner-only = 遊戲因{ $reason }結束：{ $seat } 獲勝。
monopoly-game-ended-shared-only = 遊戲因{ $reason }結束，第一名平手。
monopoly-deck-order-revealed = { $deck }卡的初始順序為：{ $cards }。

## 拒絕：指令不被接受的原因

monopoly-phase-when-not-started = 遊戲開始前
monopoly-phase-when-awaiting-roll = 擲骰前
monopoly-phase-when-awaiting-buy-decision = 決定是否購買時
monopoly-phase-when-auction = 拍賣中
monopoly-phase-when-income-tax-choice = 選擇所得稅繳法時
monopoly-phase-when-building-claim = 房屋短缺申請期間
monopoly-phase-when-debt-resolution = 償還債務時
monopoly-phase-when-rescue = 紓困期間
monopoly-phase-when-mortgage-transfer-decision = 決定收到的抵押地產如何處理時
monopoly-phase-when-awaiting-end-turn = 結束回合前
monopoly-phase-when-finished = 遊戲結束後

# An option a refusal says the game is played without.
monopoly-disabled-income-tax = 選擇所得稅繳法
monopoly-disabled-rescue-negotiation = 紓困方案

monopoly-jail-pay-turns-first-two = 只有在監獄中的前兩個回合可以繳罰金
monopoly-jail-pay-turns-any = 在監獄中的任何回合都可以繳罰金

monopoly-trade-side-give = 給出的部分
monopoly-trade-side-take = 換取的部分

monopoly-trade-status-open = 開放中
monopoly-trade-status-executed = 已成交
monopoly-trade-status-rejected = 已被拒絕
monopoly-trade-status-cancelled = 已取消
monopoly-trade-status-voided = 已失效

monopoly-trade-window-stable-phases = 擲骰前、決定是否購買時或結束回合前
monopoly-trade-window-between-turns = 回合之間

monopoly-building-houses = 房子
monopoly-building-hotels = 旅館
monopoly-building-level = { $level ->
    [0] 無建築
    [5] 一間旅館
   *[other] { $level } 間房子
}

monopoly-rejection-item-jail-card = 免費出獄卡 { $card }

monopoly-rejection-not-your-turn = 你已出局，不能再送出指令
monopoly-rejection-option-disabled = 本場遊戲沒有「{ $option }」的規則
monopoly-rejection-must-roll-again = 你這回合已擲出 { $count } 次相同點數，結束回合前必須再擲一次
monopoly-rejection-wrong-phase = { $phase }不接受這個指令；{ $count ->
    [0] 你現在不能送出任何指令
   *[other] 你現在可以送出：{ $allowed }
}
monopoly-rejection-not-your-decision = { $count ->
    [0] { $phase }沒有人可以送出這個指令
   *[other] { $phase }只有 { $seats } 可以送出這個指令
}
monopoly-rejection-not-in-jail = 你不在監獄裡
monopoly-rejection-fine-not-allowed-this-turn = { $rule }，你已經 { $count } 次沒擲出相同點數，請改為擲骰
monopoly-rejection-insufficient-funds = 需要 ${ $required }，但你只有現金 ${ $cash }
monopoly-rejection-insufficient-funds-player = { $seat } 需要 ${ $required }，但只有現金 ${ $cash }
monopoly-rejection-no-jail-card = 你沒有免費出獄卡
monopoly-rejection-card-not-held = 你沒有免費出獄卡 { $card }
monopoly-rejection-square-mismatch = { $square } 不是這次的對象，對象是 { $offered }
monopoly-rejection-auction-not-found = 拍賣 { $auction } 不在進行中
monopoly-rejection-bid-not-multiple-of-step = 出價 ${ $amount } 不是 ${ $step } 的倍數
monopoly-rejection-bid-too-low = 出價 ${ $amount } 太低，至少要出價 ${ $minimum }
monopoly-rejection-unknown-group = { $group } 不是同色地產組
monopoly-rejection-square-not-in-group = { $square } 不是{ $group }地產
monopoly-rejection-not-monopoly = 你沒有集滿{ $group }地產
monopoly-rejection-group-has-mortgage = { $group }地產中的 { $squares } 已抵押，這組地產不能建造
monopoly-rejection-level-out-of-range = { $square } 的建築數 { $level } 超出範圍（0–5，5 為旅館）
monopoly-rejection-level-decrease = { $square } 現在是 { $current }，建造不能減少到 { $target }；請改為賣回建築
monopoly-rejection-level-increase = { $square } 現在是 { $current }，賣回不能增加到 { $target }；請改為建造
monopoly-rejection-no-change = 這項請求沒有改變{ $group }地產的任何建築
monopoly-rejection-uneven-build = 同色地產會變成 { $levels }：必須平均蓋房子，相差不能超過一間
monopoly-rejection-uneven-sell = 同色地產會變成 { $levels }：必須平均賣回，相差不能超過一間
monopoly-rejection-insufficient-houses = 需要 { $needed } 間房子，但{ $bank ->
    [0] 銀行已經沒有房子了
   *[other] 銀行只剩 { $bank } 間
}
monopoly-rejection-insufficient-hotels = 需要 { $needed } 間旅館，但{ $bank ->
    [0] 銀行已經沒有旅館了
   *[other] 銀行只剩 { $bank } 間
}
monopoly-rejection-hotel-breakdown-needs-bank-houses = 賣掉旅館需要從銀行拿 { $count } 間房子，但本場遊戲只能重新分配同色地產上已有的房子
monopoly-rejection-not-ownable = { $square } 沒有地契
monopoly-rejection-not-owner = 你沒有 { $square }
monopoly-rejection-not-owner-group = 你沒有{ $group }地產
monopoly-rejection-not-owner-item = { $seat } 沒有{ $item }
monopoly-rejection-not-owner-item-yours = 你沒有{ $item }
monopoly-rejection-not-owner-any = 你沒有指令所指定的東西
monopoly-rejection-already-mortgaged = { $square } 已經抵押了
monopoly-rejection-not-mortgaged = { $square } 沒有抵押
monopoly-rejection-group-has-buildings = { $group }地產上有建築，不能抵押；請先賣回建築
monopoly-rejection-group-has-buildings-trade = { $group }地產上有建築，不能交易 { $square }；請先賣回建築
monopoly-rejection-unknown-player = { $seat } 不是這場遊戲的座位
monopoly-rejection-self-trade = 交易對象必須是其他玩家
monopoly-rejection-counterparty-bankrupt = { $seat } 已經破產，不能交易
monopoly-rejection-negative-cash = { $side }不能有負數的現金
monopoly-rejection-duplicate-item = { $item } 在交易中列了兩次
monopoly-rejection-empty-side = { $side }是空的：交易雙方都必須給出東西
monopoly-rejection-cash-only-trade = 交易不能只有現金（玩家之間不能借貸）：至少要有一張地契或免費出獄卡易手
monopoly-rejection-missing-mortgage-choice = 請選擇 { $squares } 要贖回還是保持抵押
monopoly-rejection-too-many-open-trades = 你提議中的交易已達上限 { $limit } 件
monopoly-rejection-trade-not-found = 找不到你能看到的交易 { $trade }
monopoly-rejection-trade-not-open = 交易 { $trade } 已不再開放（{ $status }）
monopoly-rejection-no-rescue-in-progress = 目前沒有暫時破產的玩家，不能提出紓困方案
monopoly-rejection-not-the-debtor = 紓困方案必須提給債務人 { $seat }
monopoly-rejection-creditor-cannot-rescue = 債權人不能提出紓困方案
monopoly-rejection-rescue-must-give-cash-only = 紓困方案只能給債務人現金，且只能換取地契或免費出獄卡
monopoly-rejection-not-trade-recipient = 只有交易 { $trade } 的對象可以接受或拒絕
monopoly-rejection-not-trade-proposer = 只有提議交易 { $trade } 的玩家可以取消
monopoly-rejection-trade-stale = 交易 { $trade } 已失效：提議後內容已經改變
monopoly-rejection-trade-window-closed = { $phase }不能進行交易；本場遊戲只能在{ $window }交易
monopoly-rejection-shortage-not-found = 房屋短缺 { $shortage } 不在進行中
monopoly-rejection-not-eligible = { $count ->
    [0] 沒有人可以回應這次房屋短缺
   *[other] 只有 { $seats } 可以回應這次房屋短缺
}
monopoly-rejection-already-answered = 你已經在這次房屋短缺中申請或放棄了
monopoly-rejection-claim-wrong-type = 只能申請短缺的{ $contested }
monopoly-rejection-not-in-debt = 你沒有需要償還的債務
monopoly-rejection-can-pay-by-liquidation = 不能宣告破產：變賣建築並抵押地產可籌得 ${ $value }，足以償還 ${ $total } 的債務
monopoly-rejection-rescue-available = 不能宣告破產：接受紓困方案 { $offers } 即可償還債務
monopoly-rejection-unknown-square = { $square } 不是你收到的抵押地產
monopoly-rejection-timeout-not-applicable = { $timer }計時不適用於{ $phase }

## 文字指令

monopoly-cmd-roll = 擲骰
monopoly-cmd-pay = 繳罰金
monopoly-cmd-card = 用卡
monopoly-cmd-buy = 購買
monopoly-cmd-decline = 不買
monopoly-cmd-done = 結束
monopoly-cmd-tax = 所得稅
monopoly-cmd-flat = 定額
monopoly-cmd-percent = 百分比
monopoly-cmd-bid = 出價
monopoly-cmd-pass = 放棄出價
monopoly-cmd-build = 建造
monopoly-cmd-sell = 賣回
monopoly-cmd-mortgage = 抵押
monopoly-cmd-unmortgage = 贖回
monopoly-cmd-offer = 提議
monopoly-cmd-give = 給
monopoly-cmd-take = 換
monopoly-cmd-keep = 保持
monopoly-cmd-lift = 贖回
monopoly-cmd-counter = 還價
monopoly-cmd-until = 期限
monopoly-cmd-rescue = 紓困
monopoly-cmd-accept = 接受
monopoly-cmd-reject = 拒絕
monopoly-cmd-cancel = 取消
monopoly-cmd-claim = 申請
monopoly-cmd-waive = 放棄申請
monopoly-cmd-bankrupt = 破產
monopoly-cmd-settle = 決定
monopoly-cmd-resign = 認輸
monopoly-cmd-timeout = 逾時
monopoly-cmd-square = 格

monopoly-timer-decision = 決定
monopoly-timer-auction = 拍賣
monopoly-timer-claim = 申請
monopoly-timer-rescue = 紓困
monopoly-timer-trade = 交易
monopoly-timer-deadline = 期限

monopoly-text-amount = 金額
monopoly-text-property = 地產
monopoly-text-group = 同色地產組
monopoly-text-level = 建築數
monopoly-text-card = 卡片
monopoly-text-player = 玩家
monopoly-text-auction = 拍賣
monopoly-text-trade = 交易
monopoly-text-shortage = 房屋短缺
monopoly-text-time = 時間

monopoly-help-roll = 擲骰並移動棋子（在監獄中：擲相同點數出獄）。
monopoly-help-pay = 擲骰前繳罰金出獄。
monopoly-help-card = 擲骰前使用免費出獄卡（CH08 或 CC05）。
monopoly-help-buy = 以地契上的價格買下可購買的地產。
monopoly-help-decline = 放棄購買這塊地產，由銀行拍賣。
monopoly-help-done = 結束回合。
monopoly-help-tax = 以定額 $200 或總資產的 10% 繳所得稅。
monopoly-help-bid = 在拍賣（例如 a7）中出價這個金額。
monopoly-help-pass = 放棄出價，退出這場拍賣。
monopoly-help-build = 在同色地產組上蓋到這些數量（0–4 間房子，5 為旅館）。
monopoly-help-sell = 把建築賣回銀行，減到這些數量。
monopoly-help-mortgage = 抵押自己的地產。
monopoly-help-unmortgage = 贖回自己抵押中的地產。
monopoly-help-offer = 向玩家提議交易：給什麼、換什麼，以及換到的每塊抵押地產要贖回還是保持抵押。
monopoly-help-accept = 接受交易（例如 t12），收到的每塊抵押地產要贖回還是保持抵押。
monopoly-help-reject = 拒絕別人向你提議的交易。
monopoly-help-cancel = 取消你提議的交易。
monopoly-help-claim = 在房屋短缺（例如 s3）時，像建造一樣申請建築。
monopoly-help-waive = 在房屋短缺時放棄申請建築。
monopoly-help-bankrupt = 無力償債，宣告破產。
monopoly-help-settle = 收到的每塊抵押地產要贖回還是保持抵押。
monopoly-help-resign = 離開遊戲，視同破產。

## Board picture

# 圖的標題：遊戲、所畫的手數和狀況句。
monopoly-picture-title = { $game }（{ $version }）：{ $status }
# 狀況句：等待誰（$seats）做什麼（$task，monopoly-picture-task-… 之一）。
monopoly-picture-status = 第 { $round } 輪：等待 { $seats } { $task }。
monopoly-picture-status-won = 遊戲結束：{ $seats } 獲勝。
monopoly-picture-task-roll = 擲骰
monopoly-picture-task-buy = 購買地契或放棄購買
monopoly-picture-task-auction = 出價或放棄出價
monopoly-picture-task-income-tax = 選擇所得稅的繳法
monopoly-picture-task-building-claim = 申請或放棄短缺的建築
monopoly-picture-task-debt = 籌錢或破產
monopoly-picture-task-rescue = 回應紓困方案
monopoly-picture-task-mortgage-transfer = 決定贖回還是保持收到的抵押
monopoly-picture-task-end-turn = 結束回合
monopoly-picture-task-act = 行動

# 寫在盤面中央的進行中決定。
monopoly-picture-on-offer = 待購買：{ $square }（${ $amount }）
monopoly-picture-auction = 拍賣 { $item }：尚無人出價
monopoly-picture-auction-high = 拍賣 { $item }：目前最高出價為 { $bidder } 的 ${ $amount }
monopoly-picture-auction-turn = { $seat } 出價至少 ${ $amount } 或放棄出價
monopoly-picture-debt = { $seat } 欠債 ${ $amount }
monopoly-picture-mortgages-received = 收到的抵押地契：{ $squares }

# 圖的說明：本句、狀況、決定的各行（各成一句）、每位玩家一句、已有主人的地契。
monopoly-picture-description = { $game }盤面（{ $version }，第 { $turn } 回合）。
monopoly-picture-sentence = { $line }。
# $place：monopoly-picture-place-… 之一。
monopoly-picture-player = { $seat } 有現金 ${ $amount }，{ $place }。
monopoly-picture-player-cash-hidden = { $seat } 的現金不公開，{ $place }。
monopoly-picture-place-on = 在 { $square }
monopoly-picture-place-jail = 正在坐牢
monopoly-picture-place-bankrupt = 已破產
monopoly-picture-owned = 已有主人的地契：{ $deeds }。
# 一張已有主人的地契：主人的名字和地產（含建築）。
monopoly-picture-deed = { $owner } 的 { $square }
monopoly-picture-deed-mortgaged = { $owner } 的 { $square }（抵押中）
monopoly-picture-no-deeds = 還沒有人擁有地契。

# 地產格的提示文字。
monopoly-picture-square-owned = { $square }：{ $seat } 擁有
monopoly-picture-square-mortgaged = { $square }：{ $seat } 擁有，抵押中
monopoly-picture-square-for-sale = { $square }：可購買（${ $amount }）

# 格子名稱下方：起點的薪水、稅金、免費停車場獎金池。
monopoly-picture-collect = 薪水 ${ $amount }
monopoly-picture-pay = 繳 ${ $amount }
monopoly-picture-pot = 獎金池 ${ $amount }
# 寫在抵押中地產上的字。
monopoly-picture-mortgaged = 抵押中
# 角落的監獄，以及旁邊探監玩家的窄條。
monopoly-picture-jail-cell = 監獄
monopoly-picture-just-visiting = 探監

# 盤面中央。
monopoly-picture-turn = 第 { $round } 輪，第 { $turn } 回合
monopoly-picture-doubles = 本回合擲出相同點數：{ $count } 次
monopoly-picture-you-owe = 你欠債 ${ $amount }
monopoly-picture-bank = 銀行：{ $houses } 間房子、{ $hotels } 間旅館
# 各牌堆剩下的張數；$chance 和 $chest 是牌堆的名稱。
monopoly-picture-decks = { $chance }：{ $chance-count } 張・{ $chest }：{ $chest-count } 張
# $pot：免費停車場獎金池的名稱。
monopoly-picture-jackpot = { $pot }：${ $amount }
monopoly-picture-legend-owners = 地產上寫著主人的名字；棋子上寫著座位號碼。
monopoly-picture-legend-buildings = 房子是色帶上的小方塊，旅館是標有「H」的長方塊。
# $stamp：寫在抵押中地產上的字。
monopoly-picture-legend-mortgage = 抵押中的地產呈灰色，並標有「{ $stamp }」。
monopoly-picture-open-trades = 進行中的交易
# $trade：交易編號（t12）。
monopoly-picture-trade = { $trade }：{ $seat } 向 { $recipient } 提議交易

# 盤面旁的玩家。
monopoly-picture-players = 玩家
# 玩家列表中自己的名字。
monopoly-picture-you = { $seat }・你
# 遊戲結束後，寫在玩家欄的右邊。
monopoly-picture-rank = 第 { $rank } 名
monopoly-picture-rank-cash = 第 { $rank } 名・${ $amount }
monopoly-picture-cash-hidden = 現金不公開
monopoly-picture-on = 位置：{ $square }
monopoly-picture-in-jail = 坐牢中（未擲出相同點數 { $count } 次）
monopoly-picture-bankrupt = 已破產
monopoly-picture-jail-cards = 免費出獄卡 { $count } 張
monopoly-picture-holdings = 地契 { $deeds } 張（抵押 { $mortgaged } 張）・房子 { $houses } 間・旅館 { $hotels } 間

## The options of a new game

monopoly-option-auction-first-bidder = 拍賣的第一位出價者
monopoly-option-auction-first-bidder-help = 拍賣被放棄購買的地產時，由誰先出價。預設：放棄購買的玩家。
monopoly-choice-auction-first-bidder-decliner = 放棄購買的玩家
monopoly-choice-auction-first-bidder-next-after-decliner = 放棄購買者的下一位玩家
monopoly-option-auction-step = 拍賣加價單位
monopoly-option-auction-step-help = 以美元計，1 或 10：是地產拍賣的起標價和最小加價，每次出價都必須是它的倍數。預設：$1。
monopoly-option-auction-timeout-seconds = 出價時限（秒）
monopoly-option-auction-timeout-seconds-help = 輪到出價的玩家可用的秒數，1–31622400，逾時由伺服器代為放棄出價；留空表示不限時。預設：留空。
monopoly-option-bank-auction-mortgaged = 銀行拍賣抵押地契的方式
monopoly-option-bank-auction-mortgaged-help = 玩家欠銀行而破產時，銀行拍賣其抵押中的地契：先解除抵押再賣出，或保持抵押賣出（由買家選擇贖回或保持抵押）。預設：解除抵押。
monopoly-choice-bank-auction-mortgaged-cleared = 解除抵押後賣出
monopoly-choice-bank-auction-mortgaged-as-is = 保持抵押賣出
monopoly-option-building-shortage = 房屋短缺的處理方式
monopoly-option-building-shortage-help = 銀行的房子或旅館不夠時，如何處理互相競爭的建造：申請並拍賣時，其他能建造的玩家也可以申請，不夠的建築逐一拍賣；先到先得時，銀行有建築就先執行先提出的請求。預設：申請並拍賣。
monopoly-choice-building-shortage-claim-auction = 申請並拍賣
monopoly-choice-building-shortage-first-come = 先到先得
monopoly-option-claim-timeout-seconds = 申請建築的時限（秒）
monopoly-option-claim-timeout-seconds-help = 房屋短缺時，可申請的玩家申請或放棄的秒數，1–31622400，逾時由伺服器代為放棄申請；留空表示不限時。預設：留空。
monopoly-option-count-mortgaged-for-sets = 抵押中的鐵路與公共事業照算
monopoly-option-count-mortgaged-for-sets-help = 開啟時，主人抵押中的鐵路和公共事業仍計入其他鐵路和公共事業的租金（抵押中的那一格本身不收租金）。預設：開啟。
monopoly-option-decision-timeout-seconds = 決定時限（秒）
monopoly-option-decision-timeout-seconds-help = 玩家做回合決定（擲骰、購買、結束回合、所得稅、債務、收到的抵押）可用的秒數，1–31622400，逾時由伺服器代為執行預設動作；留空表示不自動代為行動。預設：留空。
monopoly-option-deck-mode = 抽卡方式
monopoly-option-deck-mode-help = 實體牌堆：開始時洗一次，從上面抽，用完放回底部；每次隨機：每次從牌堆中隨機抽一張（用於統計測試）。預設：實體牌堆。
monopoly-choice-deck-mode-physical = 實體牌堆
monopoly-choice-deck-mode-random-draw = 每次隨機抽一張
monopoly-option-deck-set = 命運卡版本
monopoly-option-deck-set-help = 使用哪個印刷版本的命運卡；各版只有幾張金錢卡不同，機會卡都一樣。預設：美國現行版。
monopoly-choice-deck-set-us-modern = 美國現行版
monopoly-choice-deck-set-us-classic = 美國經典版（2008 年前）
monopoly-choice-deck-set-us-hasbro-2021 = 美國 Hasbro 2021 年版
monopoly-option-end-condition = 遊戲結束條件
monopoly-option-end-condition-help = 一般玩到只剩一位玩家為止；設定輪數上限（至少 1 輪）或期限（日期與時間，過後在本輪結束時結束）會提前結束，剩下的玩家依總資產排名。預設：最後留下的玩家。
monopoly-option-free-parking-jackpot = 免費停車場獎金池
monopoly-option-free-parking-jackpot-help = 家規：繳給銀行的稅金、罰金和卡片款項放進獎金池，移動結束時停在免費停車場的玩家拿走全部。預設：關閉。
monopoly-option-go-landing-bonus = 停在起點的獎金
monopoly-option-go-landing-bonus-help = 正好停在起點時，在薪水之外額外領取的美元；0 表示沒有獎金。預設：$0。
monopoly-option-go-salary = 起點薪水
monopoly-option-go-salary-help = 經過或停在起點時銀行支付的美元。預設：$200。
monopoly-option-hide-cash = 隱藏現金
monopoly-option-hide-cash-help = 開啟時，每位玩家的現金只有自己看得到；付款紀錄仍然公開。預設：關閉。
monopoly-option-hotel-breakdown = 旅館拆回房子
monopoly-option-hotel-breakdown-help = 賣掉旅館時，可以用銀行的房子拆回，或只能重新分配同色地產上已有的房子（日本慣例）。預設：使用銀行的房子。
monopoly-choice-hotel-breakdown-bank-houses = 使用銀行的房子
monopoly-choice-hotel-breakdown-redistribute-only = 只重新分配已有的房子
monopoly-option-income-tax = 所得稅繳法選擇
monopoly-option-income-tax-help = 所得稅一律 $200，或由玩家在金額算出前選擇 $200 或總資產的 10%。預設：一律 $200。
monopoly-choice-income-tax-flat-200 = 一律 $200
monopoly-choice-income-tax-choice-200-or-10pct = 選擇 $200 或 10%
monopoly-option-interest-rounding = 抵押利息的進位方式
monopoly-option-interest-rounding-help = 抵押的 10% 利息取整到美元的方式。預設：無條件進位。
monopoly-choice-interest-rounding-up = 無條件進位
monopoly-choice-interest-rounding-down = 無條件捨去
monopoly-option-jail-fine = 出獄罰金
monopoly-option-jail-fine-help = 出獄要繳的美元。預設：$50。
monopoly-option-jail-pay-turns = 可繳罰金的回合
monopoly-option-jail-pay-turns-help = 在監獄中的哪些回合可以在擲骰前主動繳罰金出獄。預設：只有前兩個回合。
monopoly-choice-jail-pay-turns-first-two = 監獄中的前兩個回合
monopoly-choice-jail-pay-turns-any = 監獄中的任何回合
monopoly-option-luxury-tax = 奢侈稅金額
monopoly-option-luxury-tax-help = 停在奢侈稅格時要繳的美元。預設：$100。
monopoly-option-max-open-trades-per-player = 每位玩家的交易提議上限
monopoly-option-max-open-trades-per-player-help = 一位玩家同時最多可以有幾件開放中的交易提議。預設：10。
monopoly-option-mortgage-transfer-fee = 保持收到抵押的手續費
monopoly-option-mortgage-transfer-fee-help = 開啟時，收到抵押地契的玩家即使保持抵押，也要立刻付 10% 利息；關閉時保持抵押免費，只有贖回時才付 10%。預設：開啟。
monopoly-option-players-max = 最多玩家數
monopoly-option-players-max-help = 遊戲最多的座位數，2–8，且不少於最少玩家數。預設：8。
monopoly-option-players-min = 最少玩家數
monopoly-option-players-min-help = 遊戲開始時最少的座位數，2–8。預設：2。
monopoly-option-preset = 規則預設組合
monopoly-option-preset-help = 一組選項值，你自己設定的選項優先；日本比賽規則是：以 $10 為單位拍賣、旅館只能重新分配已有的房子、只在回合之間交易、暫時破產與紓困、監獄中任何回合都可以繳罰金、保持收到的抵押不付手續費。預設：無（標準規則）。
monopoly-choice-preset-jp-tournament = 日本比賽規則
monopoly-option-rent-in-jail = 坐牢時收租
monopoly-option-rent-in-jail-help = 開啟時，坐牢的主人仍然可以收租金。預設：開啟。
monopoly-option-rescue-negotiation = 暫時破產與紓困
monopoly-option-rescue-negotiation-help = 日本規則：即使變賣並抵押一切也還不了債的玩家會暫時破產，債權人以外的玩家可以提出紓困方案，用現金換取其地契。預設：關閉。
monopoly-option-rescue-window-seconds = 紓困期限（秒）
monopoly-option-rescue-window-seconds-help = 其他玩家可以向暫時破產的玩家提出紓困方案的秒數，1–31622400。預設：172800（2 天）。
monopoly-option-shortage-min-bid = 房屋短缺拍賣的起標價
monopoly-option-shortage-min-bid-help = 短缺的房子或旅館拍賣時的起標價：競爭的同色地產組中最低的房屋建築費，或拍賣加價單位。預設：最低建築費。
monopoly-choice-shortage-min-bid-lowest-house-price = 最低建築費
monopoly-choice-shortage-min-bid-auction-step = 拍賣加價單位
monopoly-option-starting-cash = 起始現金
monopoly-option-starting-cash-help = 每位玩家開始時持有的美元。預設：$1500。
monopoly-option-trade-visibility = 交易的公開範圍
monopoly-option-trade-visibility-help = 誰能看到交易的提議、拒絕、取消和失效；已成交的交易一律公開。預設：只有交易雙方。
monopoly-choice-trade-visibility-parties = 只有交易雙方
monopoly-choice-trade-visibility-public = 所有人
monopoly-option-trade-window = 交易成交的時機
monopoly-option-trade-window-help = 接受的交易何時可以執行：沒有事情在處理時（擲骰前、決定是否購買時、結束回合前），或只在回合之間（日本慣例：該回合第一次擲骰前或移動結束後）。預設：沒有事情在處理時。
monopoly-choice-trade-window-stable-phases = 沒有事情在處理時
monopoly-choice-trade-window-between-turns = 只在回合之間
monopoly-option-turn-order = 起始玩家的決定方式
monopoly-option-turn-order-help = 如何決定第一個回合的玩家；擲骰決定時每位玩家擲兩顆骰子，點數總和最高者先開始，平手重擲。預設：擲骰決定。
monopoly-choice-turn-order-roll-off = 擲骰決定
monopoly-choice-turn-order-seat-order = 第一個座位先開始
monopoly-choice-turn-order-random = 隨機座位先開始
monopoly-option-voluntary-bankruptcy = 自願破產
monopoly-option-voluntary-bankruptcy-help = 開啟時，即使變賣建築並抵押地產足以還債，債務人也可以宣告破產。預設：關閉。
monopoly-bot-simple = 買得起就買，立刻出獄，平均蓋房子，拒絕交易，出價保守，欠債時籌錢，只在不得不時才破產。
