### 東京膠囊旅館：每個事件的說法（繁體中文）。金額寫作「3,000日圓」。

## The game's title

tokyo_capsule_hotel-title = TOKYO CAPSULE HOTEL 東京膠囊旅館

## 用語

tokyo_capsule_hotel-colour-pink = 粉紅
tokyo_capsule_hotel-colour-red = 紅
tokyo_capsule_hotel-colour-orange = 橘
tokyo_capsule_hotel-colour-yellow = 黃
tokyo_capsule_hotel-colour-green = 綠
tokyo_capsule_hotel-colour-blue = 藍
tokyo_capsule_hotel-colour-purple = 紫
tokyo_capsule_hotel-colour-white = 白
tokyo_capsule_hotel-colour-black = 黑

tokyo_capsule_hotel-item-land = 地塊板
tokyo_capsule_hotel-item-capsules = 膠囊
tokyo_capsule_hotel-item-pink-capsules = 粉紅膠囊
tokyo_capsule_hotel-item-vending-machine = 自動販賣機
tokyo_capsule_hotel-item-graveyard = 墓地
tokyo_capsule_hotel-item-entrance-hotel = 入口（建造旅館）
tokyo_capsule_hotel-item-building = 建築
tokyo_capsule_hotel-item-other = 購買項目（{ $kind }）

tokyo_capsule_hotel-coupon-reason-round-track = 輪次軌的優惠券圖示
tokyo_capsule_hotel-coupon-reason-loan = 貸款
tokyo_capsule_hotel-coupon-reason-tokyo-spike = Tokyo Spike 的B面
tokyo_capsule_hotel-coupon-reason-arcade = Arcade 的B面
tokyo_capsule_hotel-coupon-reason-franchise = 加盟收入門檻
tokyo_capsule_hotel-coupon-reason-tallest = 最高旅館
tokyo_capsule_hotel-coupon-reason-dice = 骰面

tokyo_capsule_hotel-face = 「{ $parts }」
tokyo_capsule_hotel-face-yen = { $yen }日圓
tokyo_capsule_hotel-face-coupons = { $count }張優惠券
tokyo_capsule_hotel-face-nullifier = 墓地無效
tokyo_capsule_hotel-face-blank = 空白面

## 準備

tokyo_capsule_hotel-game-created = 已建立一場{ $seats }人的東京膠囊旅館遊戲（規則第{ $version }版）。
tokyo_capsule_hotel-player-joined = { $player }入座了。
tokyo_capsule_hotel-seat-number = { $player }（{ $number }號座位）
tokyo_capsule_hotel-starting-parcel = { $area }歸{ $player }
tokyo_capsule_hotel-game-started = 遊戲開始。座位順序：{ $order }。起始地塊：{ $parcels }。公共供應區：{ $entrances }個入口、{ $machines }台自動販賣機。
tokyo_capsule_hotel-round-started = 第{ $round }輪開始。
tokyo_capsule_hotel-coupon-grant = { $player }{ $count }張
tokyo_capsule_hotel-coupons-granted = 因{ $reason }獲得優惠券：{ $grants }。
tokyo_capsule_hotel-coupons-none = 沒有玩家因{ $reason }獲得優惠券。

## 貸款

tokyo_capsule_hotel-loan-selection-started = 貸款選擇開始：每位玩家選擇初始貸款金額。
tokyo_capsule_hotel-loan-chosen = { $player }選擇了{ $yen }日圓的貸款。
tokyo_capsule_hotel-loan-submitted = { $player }已選擇貸款；金額在全部貸款公開前保密。
tokyo_capsule_hotel-loan-defaulted = { $player }未在期限內選擇，獲得預設的{ $yen }日圓貸款。
tokyo_capsule_hotel-loan = { $player } { $yen }日圓
tokyo_capsule_hotel-loan-with-coupons = { $player } { $yen }日圓及{ $count }張優惠券
tokyo_capsule_hotel-loans-revealed = 貸款公開：{ $loans }。

## 購買／談判階段

tokyo_capsule_hotel-queue-place = 第{ $place }位 { $player }
tokyo_capsule_hotel-purchase-phase-started = 第{ $round }輪購買／談判階段開始，購買上限{ $limit }日圓。排隊：{ $queue }。
tokyo_capsule_hotel-tie-break = { $count }位同額玩家中抽中{ $player }先
tokyo_capsule_hotel-purchase-phase-started-ties = { $phase }抽籤：{ $draws }。
tokyo_capsule_hotel-joined-queue = { $player }加入排隊，排在第{ $place }位。
tokyo_capsule_hotel-left-queue = { $player }離開排隊。
tokyo_capsule_hotel-left-queue-purchased = { $player }購買後離開排隊。
tokyo_capsule_hotel-left-queue-timeout = { $player }在排頭逾時，失去這次購買行動。
tokyo_capsule_hotel-left-queue-limit = 已達購買上限，{ $player }離開排隊。
tokyo_capsule_hotel-head-changed = { $player }成為排頭。
tokyo_capsule_hotel-queue-empty = 排隊已清空。
tokyo_capsule_hotel-head-warned = { $player }警告了排頭的{ $head }。
tokyo_capsule_hotel-passed = { $player }選擇 PASS，本階段不再參與。
tokyo_capsule_hotel-passed-timeouts = { $player }多次逾時，本階段被判 PASS。
tokyo_capsule_hotel-passed-idle = { $player }閒置過久，本階段被判 PASS。
tokyo_capsule_hotel-purchase = { $player }以{ $price }日圓購買了{ $item }（本輪支出 { $spent }／{ $limit }日圓）。
tokyo_capsule_hotel-purchase-coupons = { $player }以{ $price }日圓購買了{ $item }，支付{ $yen }日圓及{ $count }張優惠券（本輪支出 { $spent }／{ $limit }日圓）。
tokyo_capsule_hotel-purchase-graveyard = { $player }拿取墓地，獲得{ $yen }日圓。
tokyo_capsule_hotel-land-placed = { $player }將地塊板{ $board }旋轉{ $rotation }°放在{ $cell }，成為地塊{ $area }（{ $count }格）。
tokyo_capsule_hotel-land-placed-mirrored = { $player }將地塊板{ $board }翻面並旋轉{ $rotation }°放在{ $cell }，成為地塊{ $area }（{ $count }格）。
tokyo_capsule_hotel-land-placed-unturned = { $player }將地塊板{ $board }放在{ $cell }，成為地塊{ $area }（{ $count }格）。
tokyo_capsule_hotel-land-placed-mirrored-unturned = { $player }將地塊板{ $board }翻面放在{ $cell }，成為地塊{ $area }（{ $count }格）。
tokyo_capsule_hotel-capsules-bought = { $player }以{ $yen }日圓購買了{ $count }個{ $colour }膠囊。
tokyo_capsule_hotel-vending-machine-placed = 自動販賣機{ $id }設置在{ $area }的{ $cell }。
tokyo_capsule_hotel-graveyard-placed = 墓地{ $id }設置在{ $area }的{ $cell }；該地塊現有{ $count }個墓地。
tokyo_capsule_hotel-building-built = { $building }（{ $id }）建於{ $area }的{ $cells }。
tokyo_capsule_hotel-building-built-side = { $building }（{ $id }）建於{ $area }的{ $cells }，使用{ $side }面。
tokyo_capsule_hotel-hotel-built = 旅館{ $id }建於{ $area }（地塊{ $parcel }）：{ $count }個{ $colour }膠囊，{ $height }層樓高，入口在{ $cell }。
tokyo_capsule_hotel-hotel-built-plain = 旅館{ $id }建於{ $area }（地塊{ $parcel }）：{ $count }個{ $colour }膠囊，{ $height }層樓高。
tokyo_capsule_hotel-laundry-hotel-flat = { $area }（地塊{ $parcel }）的 Coin Laundry { $id }並排放上{ $count }個{ $colour }膠囊，成為{ $height }層樓高的旅館。
tokyo_capsule_hotel-laundry-hotel-stacked = { $area }（地塊{ $parcel }）的 Coin Laundry { $id }疊放{ $count }個{ $colour }膠囊，成為{ $height }層樓高的旅館。
tokyo_capsule_hotel-franchise-income-changed = { $colour }加盟收入由每間旅館{ $old }日圓變為{ $new }日圓。
tokyo_capsule_hotel-franchise-threshold = { $colour }加盟收入達到{ $threshold }日圓：擁有該加盟品牌旅館的{ $count }位玩家各獲得1張優惠券。
tokyo_capsule_hotel-tallest-hotel = { $player }以旅館{ $hotel }（{ $height }層樓高）取得最高旅館標記。
tokyo_capsule_hotel-spending-limit-reached = 已達購買上限（{ $spent }／{ $limit }日圓）：本輪不能再購買。

## 談判

tokyo_capsule_hotel-give-yen = { $from }給{ $to }{ $yen }日圓
tokyo_capsule_hotel-give-coupons = { $from }給{ $to }{ $count }張優惠券
tokyo_capsule_hotel-give-capsules = { $from }給{ $to }{ $count }個{ $colour }膠囊
tokyo_capsule_hotel-give-area = { $from }給{ $to }土地區域{ $area }
tokyo_capsule_hotel-give-subdivision = { $from }從{ $area }劃出分割地給{ $to }（{ $count }格，{ $cells }）
tokyo_capsule_hotel-promise = { $from }對{ $to }：「{ $text }」
tokyo_capsule_hotel-with-promises = { $trade }承諾：{ $promises }。
tokyo_capsule_hotel-trade-proposed = { $player }提出交易{ $trade }：{ $transfers }。
tokyo_capsule_hotel-trade-accepted = { $player }接受了交易{ $trade }。
tokyo_capsule_hotel-trade-rejected = { $player }拒絕了交易{ $trade }，交易取消。
tokyo_capsule_hotel-trade-rejected-passed = { $player }選擇 PASS，交易{ $trade }取消。
tokyo_capsule_hotel-trade-withdrawn = 交易{ $trade }已被提議者撤回。
tokyo_capsule_hotel-trade-withdrawn-passed = 提議者選擇 PASS，交易{ $trade }取消。
tokyo_capsule_hotel-trade-expired = 交易{ $trade }無人回應，已逾期。
tokyo_capsule_hotel-trade-executed = 交易{ $trade }完成：{ $transfers }。
tokyo_capsule_hotel-subdivision-created = 從{ $parent }劃出分割地{ $area }（{ $count }格，{ $cells }），歸{ $player }所有。
tokyo_capsule_hotel-area-owner-changed = 土地區域{ $area }的所有權由{ $from }轉給{ $to }。
tokyo_capsule_hotel-purchase-phase-ended-passed = 所有玩家都已 PASS，購買／談判階段結束。
tokyo_capsule_hotel-purchase-phase-ended-limit = 已達購買上限，購買／談判階段結束。

## 收入階段

tokyo_capsule_hotel-income-phase-started = 第{ $round }輪收入階段開始。
tokyo_capsule_hotel-dice-rolled = 地塊{ $parcel }中{ $building }的獎勵骰擲出{ $face }。
tokyo_capsule_hotel-parcel-attraction = 地塊{ $parcel }：每間旅館景點收入{ $attraction }日圓；{ $count }個墓地扣除{ $deduction }日圓。
tokyo_capsule_hotel-parcel-attraction-nullified = 地塊{ $parcel }：每間旅館景點收入{ $attraction }日圓；{ $count }個墓地的扣除無效。
tokyo_capsule_hotel-hotel-income = 旅館{ $hotel }（{ $colour }）付給{ $player }{ $yen }日圓：加盟收入{ $franchise } + 景點收入{ $attraction } − 墓地扣除{ $graveyards }。
tokyo_capsule_hotel-hotel-income-adjusted = 旅館{ $hotel }（{ $colour }）付給{ $player }{ $yen }日圓：加盟收入{ $franchise } + 景點收入{ $attraction } − 墓地扣除{ $graveyards } = { $raw }，調整為不低於100日圓、不超過每個膠囊1,000日圓。
tokyo_capsule_hotel-income-total = { $player }本輪總收入{ $yen }日圓。
tokyo_capsule_hotel-income-phase-ended = 第{ $round }輪收入階段結束。

## 遊戲結束

tokyo_capsule_hotel-score = { $player }：淨額{ $net }日圓（{ $yen }日圓，債務{ $debt }日圓）
tokyo_capsule_hotel-score-winner = { $player }獲勝：淨額{ $net }日圓（{ $yen }日圓，債務{ $debt }日圓）
tokyo_capsule_hotel-game-ended-debt = 有玩家能還清債務，遊戲於第{ $round }輪結束。最終結果：{ $scores }。
tokyo_capsule_hotel-game-ended-rounds = 最後的第{ $round }輪結束，遊戲結束。最終結果：{ $scores }。
tokyo_capsule_hotel-player-resigned = { $player }認輸；遊戲終止，不計分。

## 文字指令：玩家輸入的詞、佔位符與各形式的說明

tokyo_capsule_hotel-cmd-loan = 貸款
tokyo_capsule_hotel-cmd-join = 排隊
tokyo_capsule_hotel-cmd-leave = 離開
tokyo_capsule_hotel-cmd-pass = 放棄
tokyo_capsule_hotel-cmd-warn = 警告
tokyo_capsule_hotel-cmd-buy = 購買
tokyo_capsule_hotel-cmd-purchase = 買
tokyo_capsule_hotel-cmd-trade = 交易
tokyo_capsule_hotel-cmd-offer = 提議
tokyo_capsule_hotel-cmd-accept = 接受
tokyo_capsule_hotel-cmd-reject = 拒絕
tokyo_capsule_hotel-cmd-withdraw = 撤回
tokyo_capsule_hotel-cmd-resign = 認輸
tokyo_capsule_hotel-cmd-timeout = 逾時
tokyo_capsule_hotel-cmd-land = 地塊
tokyo_capsule_hotel-cmd-capsules = 膠囊
tokyo_capsule_hotel-cmd-vending-machine = 自動販賣機
tokyo_capsule_hotel-cmd-graveyard = 墓地
tokyo_capsule_hotel-cmd-hotel = 旅館
tokyo_capsule_hotel-cmd-turn = 旋轉
tokyo_capsule_hotel-cmd-mirror = 翻面
tokyo_capsule_hotel-cmd-side-a = A面
tokyo_capsule_hotel-cmd-side-b = B面
tokyo_capsule_hotel-cmd-stacked = 堆疊
tokyo_capsule_hotel-cmd-flat = 並排
tokyo_capsule_hotel-cmd-coupons = 優惠券
tokyo_capsule_hotel-cmd-entrance = 入口
tokyo_capsule_hotel-cmd-floor = 樓層
tokyo_capsule_hotel-cmd-to = 給
tokyo_capsule_hotel-cmd-yen = 日圓
tokyo_capsule_hotel-cmd-area = 土地區域
tokyo_capsule_hotel-cmd-subdivision = 分割地
tokyo_capsule_hotel-cmd-promise = 承諾
tokyo_capsule_hotel-building-coin-laundry = Coin Laundry
tokyo_capsule_hotel-building-sweets-buffet = Sweets Buffet
tokyo_capsule_hotel-building-tokyo-spike = Tokyo Spike
tokyo_capsule_hotel-building-park = Park
tokyo_capsule_hotel-building-arcade = Arcade
tokyo_capsule_hotel-building-sumo-dohyo = Sumo Dohyo
tokyo_capsule_hotel-timer-loan = 貸款
tokyo_capsule_hotel-timer-head = 排頭
tokyo_capsule_hotel-timer-trade-response = 交易回覆
tokyo_capsule_hotel-timer-idle = 閒置
tokyo_capsule_hotel-timer-winddown = 談判收尾
tokyo_capsule_hotel-text-loan = 貸款金額（日圓）
tokyo_capsule_hotel-text-board = 地塊板（如 L3000）
tokyo_capsule_hotel-text-cell = 格 x,y
tokyo_capsule_hotel-text-degrees = 角度
tokyo_capsule_hotel-text-count = 數量
tokyo_capsule_hotel-text-colour = 顏色
tokyo_capsule_hotel-text-capsule = 膠囊 x,y,h 或 x,y,v
tokyo_capsule_hotel-text-level = 樓層數
tokyo_capsule_hotel-text-player = 玩家
tokyo_capsule_hotel-text-yen = 金額（日圓）
tokyo_capsule_hotel-text-area = 土地區域（如 P2）
tokyo_capsule_hotel-text-rect = 矩形 x,y,w,h
tokyo_capsule_hotel-text-trade = 交易（如 T3）
tokyo_capsule_hotel-text-promise = 引號內的文字
tokyo_capsule_hotel-help-loan = 第1輪：從提供的金額（日圓）中選擇你的初始貸款。
tokyo_capsule_hotel-help-join = 重新排到購買隊伍的排尾。
tokyo_capsule_hotel-help-leave = 不購買而離開排隊，去交易或等待。
tokyo_capsule_hotel-help-pass = 本階段剩下的時間都放棄；你待處理的交易會被取消。
tokyo_capsule_hotel-help-warn = 警告排頭的玩家，他只剩很短的時間行動。
tokyo_capsule_hotel-help-buy-land = 購買一塊地塊板，將其西北角放在格 x,y（直行、橫列，從0起算），可順時針旋轉0、90、180或270度，說「翻面」則東西翻面；優惠券每張抵500日圓。
tokyo_capsule_hotel-help-buy-capsules = 購買膠囊板上剩下的某一種非粉紅色的全部膠囊。
tokyo_capsule_hotel-help-buy-pink = 購買這個數量的粉紅膠囊。
tokyo_capsule_hotel-help-buy-vending-machine = 在你土地上的格 x,y 放一台自動販賣機。
tokyo_capsule_hotel-help-buy-graveyard = 在你土地上的格 x,y 放一個墓地，並收取其款項。
tokyo_capsule_hotel-help-buy-hotel = 用個人供應區中同一顏色的膠囊建造入口（建造旅館）：先寫入口的格，再以每個膠囊西端（h）或北端（v）的格 x,y 列出；膠囊都在1樓，直到「樓層」指定另一層。
tokyo_capsule_hotel-help-buy-laundry = 將 Coin Laundry 的西北格放在 x,y 建造，並在上面放這個數量的同色膠囊，並排（預設）或堆疊。
tokyo_capsule_hotel-help-buy-building = 將大型建築的西北格放在 x,y 建造；Arcade 可旋轉90度，遊戲要求時指定景點卡的面。
tokyo_capsule_hotel-help-trade = 提議交易：每項轉移寫出給出的玩家、收到的玩家與物品（日圓、優惠券、某色膠囊、整個土地區域，或以直行 x 至 x+w−1、橫列 y 至 y+h−1 的矩形表示的新分割地），最後可加上引號內的承諾。
tokyo_capsule_hotel-help-accept = 接受你參與的待處理交易。
tokyo_capsule_hotel-help-reject = 拒絕你參與的待處理交易；交易會被取消。
tokyo_capsule_hotel-help-withdraw = 撤回你提議的待處理交易。
tokyo_capsule_hotel-help-resign = 認輸：遊戲立即停止，不計分。

## Rejections: why a command is refused

tokyo_capsule_hotel-during-loan = 貸款階段中
tokyo_capsule_hotel-during-purchase = 購買／談判階段中
tokyo_capsule_hotel-during-wind-down = 購買／談判階段收尾時
tokyo_capsule_hotel-during-setup = 準備期間
tokyo_capsule_hotel-during-game-over = 遊戲結束後
tokyo_capsule_hotel-during-other = 「{ $phase }」階段中
tokyo_capsule_hotel-command-choose-loan = 選擇貸款
tokyo_capsule_hotel-command-join-queue = 排隊
tokyo_capsule_hotel-command-leave-queue = 離開排隊
tokyo_capsule_hotel-command-pass = PASS
tokyo_capsule_hotel-command-warn-head = 警告排頭
tokyo_capsule_hotel-command-purchase = 購買
tokyo_capsule_hotel-command-propose-trade = 提議交易
tokyo_capsule_hotel-command-accept-trade = 接受交易
tokyo_capsule_hotel-command-reject-trade = 拒絕交易
tokyo_capsule_hotel-command-withdraw-trade = 撤回交易
tokyo_capsule_hotel-command-resign = 認輸
tokyo_capsule_hotel-command-other = 「{ $type }」
tokyo_capsule_hotel-head-timeout-automatic = 排頭的計時總是自動進行
tokyo_capsule_hotel-head-timeout-on-warning = 警告會縮短排頭的剩餘時間
tokyo_capsule_hotel-piece-entrance = 入口
tokyo_capsule_hotel-piece-vending-machine = 自動販賣機
tokyo_capsule_hotel-dir-h = 橫放（h）
tokyo_capsule_hotel-dir-v = 直放（v）
tokyo_capsule_hotel-dir-other = 「{ $dir }」

tokyo_capsule_hotel-rejection-wrong-phase = { $count ->
        [0] { $phase }不能送出這個指令（現在沒有你可以送出的指令）
       *[other] { $phase }不能送出這個指令（現在可以：{ $allowed }）
    }
tokyo_capsule_hotel-rejection-loan-amount-invalid = 不能選擇{ $amount }日圓的貸款（可選金額：{ $options }）
tokyo_capsule_hotel-rejection-already-in-queue = 你已經在排隊中，排在第{ $place }位
tokyo_capsule_hotel-rejection-not-in-queue = 你不在排隊中
tokyo_capsule_hotel-rejection-has-open-negotiation = 你還有待處理的交易（{ $trades }），不能重新排隊
tokyo_capsule_hotel-rejection-spending-limit-reached = 已達購買上限（{ $spent }／{ $limit }日圓），本輪不能再購買或排隊
tokyo_capsule_hotel-rejection-not-allowed-in-mode = 本遊戲不使用警告排頭（{ $mode }）
tokyo_capsule_hotel-rejection-no-head = 排頭沒有人，無法警告
tokyo_capsule_hotel-rejection-cannot-warn-self = 你就是排頭，不能警告自己
tokyo_capsule_hotel-rejection-not-at-head = 只有排頭可以購買（目前排頭：{ $head }）
tokyo_capsule_hotel-rejection-not-at-head-nobody = 只有排頭可以購買（排隊是空的）
tokyo_capsule_hotel-rejection-coupons-not-allowed = 墓地是收錢的項目，不能用優惠券支付（你出了{ $count }張優惠券）
tokyo_capsule_hotel-rejection-not-enough-coupons = 你要用{ $count }張優惠券，但只有{ $held }張
tokyo_capsule_hotel-rejection-too-many-coupons = { $count }張優惠券價值{ $worth }日圓，超過了價格{ $price }日圓
tokyo_capsule_hotel-rejection-insufficient-funds = 資金不足（需要{ $required }日圓，你只有{ $yen }日圓）
tokyo_capsule_hotel-rejection-supply-exhausted = { $piece }已售完，公共供應區沒有剩下
tokyo_capsule_hotel-rejection-colour-unavailable = { $reason ->
        [unknown] 「{ $colour }」不是膠囊的顏色
        [pink] 粉紅膠囊要指定數量，以粉紅膠囊的方式購買
       *[other] { $colour }膠囊已經被買走了
    }
tokyo_capsule_hotel-rejection-pink-count-invalid = { $available ->
        [0] 膠囊板上沒有剩下粉紅膠囊
       *[other] 粉紅膠囊可購買1到{ $available }個，不能買{ $count }個
    }
tokyo_capsule_hotel-rejection-not-enough-capsules = 需要{ $required }個{ $colour }膠囊，但你的個人供應區只有{ $held }個
tokyo_capsule_hotel-rejection-capsule-count-invalid = { $count ->
        [0] 旅館至少需要1個膠囊
       *[other] Coin Laundry 只能放0到2個膠囊，不能放{ $count }個
    }
tokyo_capsule_hotel-rejection-laundry-layout-invalid = Coin Laundry 疊放的膠囊必須剛好2個，不能是{ $count }個
tokyo_capsule_hotel-rejection-laundry-layout-invalid-building = 只有 Coin Laundry 能在購買時放上膠囊，{ $building }不行
tokyo_capsule_hotel-rejection-side-required = 請為{ $building }選擇景點卡的A面或B面
tokyo_capsule_hotel-rejection-side-not-allowed = { $building }不能使用{ $side }面
tokyo_capsule_hotel-rejection-side-not-allowed-cards-off = 本遊戲不使用景點卡，{ $building }不能指定面
tokyo_capsule_hotel-rejection-side-not-allowed-no-card = { $building }沒有景點卡，不能指定面
tokyo_capsule_hotel-rejection-side-not-allowed-all-b = 本遊戲的大型建築都使用B面，{ $building }不能使用{ $side }面
tokyo_capsule_hotel-rejection-side-not-allowed-locked = 所有 Sweets Buffet 都使用第一座決定的{ $locked }面，不能使用{ $side }面
tokyo_capsule_hotel-rejection-unknown-land-board = 沒有地塊板{ $board }
tokyo_capsule_hotel-rejection-bad-orientation = 地塊板或建築不能旋轉{ $value }°（可用角度：{ $allowed }）
tokyo_capsule_hotel-rejection-bad-orientation-mirror = 本遊戲的地塊板不能翻面
tokyo_capsule_hotel-rejection-bad-orientation-dir = 本遊戲的膠囊不能{ $dir }（可用方向：{ $allowed }）
tokyo_capsule_hotel-rejection-bad-orientation-other = { $field }不能是{ $value }（可用的值：{ $allowed }）
tokyo_capsule_hotel-rejection-out-of-bounds = 格{ $cell }在地圖外
tokyo_capsule_hotel-rejection-land-overlap = 地塊會在{ $cell }與土地區域{ $area }重疊
tokyo_capsule_hotel-rejection-land-not-adjacent = 地塊須以邊與現有地塊相鄰（只碰到角不算）
tokyo_capsule_hotel-rejection-not-own-land = 格{ $cell }是{ $owner }的土地，不是你的
tokyo_capsule_hotel-rejection-not-own-land-no-land = 格{ $cell }不在任何土地上
tokyo_capsule_hotel-rejection-spans-multiple-areas = 建造物須完全位於單一土地區域內，但這個會跨越{ $areas }
tokyo_capsule_hotel-rejection-cell-occupied = 格{ $cell }已有建造物{ $structure }
tokyo_capsule_hotel-rejection-gap-violation = 格{ $cell }會碰到{ $structure }：建造物之間必須留有間隙
tokyo_capsule_hotel-rejection-graveyard-limit = 地塊{ $parcel }已有{ $count }個墓地，不能再放
tokyo_capsule_hotel-rejection-golden-rule = 違反黃金法則：土地區域{ $area }會有{ $hotels }間旅館，但只有{ $machines }台自動販賣機和{ $graveyards }個墓地
tokyo_capsule_hotel-rejection-floor-sequence-invalid = 樓層必須從1樓起連續使用，不能跳層（指定的樓層：{ $floors }）
tokyo_capsule_hotel-rejection-hotel-self-overlap = 同一樓層的兩個膠囊，或入口與一樓膠囊，在格{ $cell }重疊
tokyo_capsule_hotel-rejection-capsule-not-supported = 第{ $number }個膠囊在{ $cell }下方沒有支撐：上層膠囊必須完全放在下一層的膠囊上
tokyo_capsule_hotel-rejection-ground-not-connected = 一樓的膠囊必須全部相連
tokyo_capsule_hotel-rejection-entrance-not-touching = 位於{ $cell }的入口必須與一樓膠囊以邊相鄰
tokyo_capsule_hotel-rejection-too-many-floors = { $floors }層樓高的旅館一樓至少需要{ $floors }個膠囊，現在只有{ $ground }個（只有粉紅膠囊單柱疊放例外）
tokyo_capsule_hotel-rejection-negotiation-closed = 已達購買上限，本階段不能開始新的談判
tokyo_capsule_hotel-rejection-not-free = 只有不在排隊中才能提議或接受交易（{ $status ->
        [queued] 你正在排隊
       *[other] 你本階段已 PASS
    }）
tokyo_capsule_hotel-rejection-too-many-open-proposals = 你的待處理提議已達上限{ $limit }件
tokyo_capsule_hotel-rejection-invalid-parties = 第{ $number }項{ $reason ->
        [promise_to_self] 承諾
       *[other] 轉移
    }是同一位玩家給自己
tokyo_capsule_hotel-rejection-unknown-party = { $player }不在這場遊戲中
tokyo_capsule_hotel-rejection-self-trade = 交易至少需要兩位玩家
tokyo_capsule_hotel-rejection-party-passed = { $player }本階段已 PASS，不能參與交易
tokyo_capsule_hotel-rejection-empty-contribution = { $player }沒有付出任何東西：參與交易的每位玩家都必須以轉移或承諾付出某樣東西
tokyo_capsule_hotel-rejection-bad-amount = { $field ->
        [amount] 第{ $number }項轉移：日圓必須是交易單位的正整數倍
        [count] 第{ $number }項轉移：數量至少為1
        [rects] 第{ $number }項轉移：分割地是空的或形狀無效
        [text] 第{ $number }項承諾：文字不能是空的或太長，且必須是一般可見的文字
       *[other] 第{ $number }項轉移：{ $field }無效
    }
tokyo_capsule_hotel-rejection-amount-out-of-range = 第{ $number }項轉移：同一位玩家給出的同一物品{ $field ->
        [count] 數量
       *[other] 金額
    }總和大到沒有人能擁有
tokyo_capsule_hotel-rejection-item-not-owned = { $player }沒有土地區域{ $area }
tokyo_capsule_hotel-rejection-item-not-owned-yen = { $player }要給出{ $required }日圓，但只有{ $held }日圓
tokyo_capsule_hotel-rejection-item-not-owned-coupons = { $player }要給出{ $required }張優惠券，但只有{ $held }張
tokyo_capsule_hotel-rejection-item-not-owned-capsules = { $player }要給出{ $required }個{ $colour }膠囊，但只有{ $held }個
tokyo_capsule_hotel-rejection-trade-land-conflict = 土地區域{ $area }在交易中出現在多個土地項目裡
tokyo_capsule_hotel-rejection-subdivision-outside-parent = 分割地的格{ $cell }在地圖外，或不屬於原本的土地區域
tokyo_capsule_hotel-rejection-subdivision-not-connected = 分割地的格必須相連
tokyo_capsule_hotel-rejection-subdivision-whole-area = 分割地包含{ $area }的所有格：請改為交易整個土地區域
tokyo_capsule_hotel-rejection-subdivision-splits-structure = 建造物{ $structure }會一部分在分割地內、一部分在外
tokyo_capsule_hotel-rejection-subdivision-golden-rule = 分割後土地區域{ $area }會違反黃金法則：有{ $hotels }間旅館，但只有{ $machines }台自動販賣機和{ $graveyards }個墓地
tokyo_capsule_hotel-rejection-trade-not-found = 沒有你能看到的待處理交易{ $trade }
tokyo_capsule_hotel-rejection-not-addressee = 交易{ $trade }不需要你回覆
tokyo_capsule_hotel-rejection-not-proposer = 只有提議者可以撤回交易{ $trade }
tokyo_capsule_hotel-rejection-trade-already-answered = 你已經接受了交易{ $trade }
tokyo_capsule_hotel-rejection-trade-no-longer-valid = 你是最後一位接受者，但交易{ $trade }已不再成立（{ $reason }），因此仍待處理
tokyo_capsule_hotel-rejection-timeout-not-applicable = { $timer }逾時現在不適用（{ $reason ->
        [wrong_phase] 現在不是該階段
        [not_head] 該玩家不是排頭
        [no_trade] 沒有這筆交易
        [not_pending] 該玩家沒有待回覆的交易
        [not_idle] 該玩家並未閒置
       *[other] { $reason }
    }）；只有伺服器會送出逾時

## Board picture

# 圖的名稱：遊戲名、所畫的版本（「第 40 手」）與狀況。
tokyo_capsule_hotel-picture-title = { $game }，{ $version }：{ $status }
tokyo_capsule_hotel-picture-status-loan = 第{ $round }輪，貸款階段：等待{ $seats }選擇貸款。
# $head 是 tokyo_capsule_hotel-picture-head 或 tokyo_capsule_hotel-picture-queue-empty。
tokyo_capsule_hotel-picture-status-purchase = 第{ $round }輪，購買／談判階段：{ $head }。
tokyo_capsule_hotel-picture-status-wind-down = 第{ $round }輪，購買已結束，談判收尾中：{ $head }。
tokyo_capsule_hotel-picture-head = 排頭是{ $seat }
tokyo_capsule_hotel-picture-queue-empty = 沒有人排隊
tokyo_capsule_hotel-picture-status-setup = 等待遊戲開始。
tokyo_capsule_hotel-picture-status-over = 遊戲結束。
# 圖的說明，一句一句。
tokyo_capsule_hotel-picture-desc-intro = { $game }的地圖（{ $version }）。
tokyo_capsule_hotel-picture-desc-spent = 本階段已支出 { $spent }／{ $limit }日圓。
tokyo_capsule_hotel-picture-desc-players = 玩家：{ $players }。
# 說明中的一位玩家；$loan 是 tokyo_capsule_hotel-picture-loan 之一。
tokyo_capsule_hotel-picture-desc-player = { $player }（{ $yen }日圓，{ $count }張優惠券，{ $loan }）
# $structures 是 tokyo_capsule_hotel-picture-count 的列表。
tokyo_capsule_hotel-picture-desc-map = 地圖上有{ $areas }個土地區域，以及{ $structures }。
tokyo_capsule_hotel-picture-desc-map-empty = 地圖上有{ $areas }個土地區域，沒有建造物。
tokyo_capsule_hotel-picture-count-hotels = { $count }間旅館
tokyo_capsule_hotel-picture-count-buildings = { $count }棟建築
tokyo_capsule_hotel-picture-count-vending-machines = { $count }台自動販賣機
tokyo_capsule_hotel-picture-count-graveyards = { $count }個墓地
# 玩家的貸款：公開後、公開前自己的、公開前他人的、尚未選擇。
tokyo_capsule_hotel-picture-loan = 初始貸款{ $loan }日圓，債務{ $debt }日圓
tokyo_capsule_hotel-picture-loan-own-secret = 你的貸款{ $loan }日圓（全員選定前不公開）
tokyo_capsule_hotel-picture-loan-chosen = 已選擇貸款（不公開）
tokyo_capsule_hotel-picture-loan-none = 尚未選擇貸款
tokyo_capsule_hotel-picture-yen = { $yen }日圓
# 土地區域的提示：編號、種類、擁有者與大小。
tokyo_capsule_hotel-picture-area = { $area }（{ $kind }）：擁有者 { $owner }，{ $cells }格
tokyo_capsule_hotel-picture-area-starting = 起始地塊
tokyo_capsule_hotel-picture-area-parcel = 地塊
tokyo_capsule_hotel-picture-area-subdivision = 分割地
# 建造物的提示：編號、種類、擁有者與所在土地區域。
tokyo_capsule_hotel-picture-structure = { $id }：{ $owner }的{ $name }（位於{ $area }）
# 旅館的提示：建造物的提示，再加上高度與膠囊數。
tokyo_capsule_hotel-picture-hotel-tooltip = { $structure }，{ $height }層樓高，{ $count }個膠囊
tokyo_capsule_hotel-picture-hotel = { $colour }膠囊旅館
tokyo_capsule_hotel-picture-building-with-capsules = 載有{ $colour }膠囊的{ $building }
tokyo_capsule_hotel-picture-graveyard = 墓地
# 地圖上16單位方格內的一個字：自動販賣機、墓地。
tokyo_capsule_hotel-picture-mark-vending-machine = 販
tokyo_capsule_hotel-picture-mark-graveyard = 墓
# 地圖上膠囊上的標示：疊在上面的樓層數（簡短）。
tokyo_capsule_hotel-picture-floors = { $floors }樓
# 地圖旁的面板。
tokyo_capsule_hotel-picture-round = 第{ $round }輪
tokyo_capsule_hotel-picture-spent = 支出 { $spent }／{ $limit }日圓
tokyo_capsule_hotel-picture-spent-limit = 支出 { $spent }／{ $limit }日圓（已達購買上限）
tokyo_capsule_hotel-picture-queue = 排隊：{ $names }
tokyo_capsule_hotel-picture-queue-none = 排隊：無人
tokyo_capsule_hotel-picture-tallest = 最高旅館：{ $height }層樓高（標記：{ $holder }）
# 玩家欄：「ann ・ 你」，接著座位、優惠券與購買／談判階段的狀態。
tokyo_capsule_hotel-picture-you = { $name } ・ 你
tokyo_capsule_hotel-picture-player-about = 順時針第{ $seat }位 ・ { $count }張優惠券 ・ { $status }
tokyo_capsule_hotel-picture-status-queued = 排隊中
tokyo_capsule_hotel-picture-status-free = 離開排隊
tokyo_capsule_hotel-picture-status-passed = PASS（放棄）
# 該顏色小膠囊旁的數量。
tokyo_capsule_hotel-picture-capsule-count = { $colour }{ $count }個
tokyo_capsule_hotel-picture-no-capsules = 沒有膠囊
tokyo_capsule_hotel-picture-capsule-board = 膠囊板
tokyo_capsule_hotel-picture-supplies = 剩餘入口{ $entrances }個 ・ 剩餘自動販賣機{ $machines }台
# 接著各建築的簡短印刷名稱與剩餘數量。
tokyo_capsule_hotel-picture-buildings-left = 剩餘建築：
# 接著各顏色的 tokyo_capsule_hotel-picture-franchise-income。
tokyo_capsule_hotel-picture-franchise-incomes = 加盟收入：
tokyo_capsule_hotel-picture-franchise-income = { $colour } { $yen }日圓
tokyo_capsule_hotel-picture-hotels = 旅館
tokyo_capsule_hotel-picture-hotel-line = { $id }：{ $name }，{ $height }層樓高，{ $count }個膠囊，{ $owner }
tokyo_capsule_hotel-picture-trade = 待定交易{ $trade }：{ $parties }

## The options of a new game

tokyo_capsule_hotel-option-attraction-cards = 景點卡變體
tokyo_capsule_hotel-option-attraction-cards-help = 決定大型建築（Sweets Buffet、Tokyo Spike、Park、Arcade、Sumo Dohyo）能否使用景點卡B面的效果。預設：不使用（所有建築都用A面）。
tokyo_capsule_hotel-choice-attraction-cards-off = 不使用（只用A面）
tokyo_capsule_hotel-choice-attraction-cards-buyer-chooses = 購買者選擇A面或B面
tokyo_capsule_hotel-choice-attraction-cards-all-b = 大型建築一律B面
tokyo_capsule_hotel-option-building-counts = 各種建築的數量
tokyo_capsule_hotel-option-building-counts-help = 遊戲中每種建築可購買的數量，各為0至20。預設：Coin Laundry 4、Sweets Buffet 3，Tokyo Spike、Park、Arcade、Sumo Dohyo 各1。
tokyo_capsule_hotel-option-capsule-orientations = 膠囊方向
tokyo_capsule_hotel-option-capsule-orientations-help = 旅館中膠囊可擺放的方向：橫放（h，東西向）、直放（v，南北向）或兩者皆可；至少要允許一種。預設：兩者皆可。
tokyo_capsule_hotel-option-capsules = 膠囊板與價格
tokyo_capsule_hotel-option-capsules-help = 開局時膠囊板上九種顏色各有多少膠囊（各0至100，另外每色保留0至10個作為加盟品牌標記）及其價格（0至100,000日圓）：粉紅膠囊依數量購買，一次購買的第一個與之後每個各有價格；購買其他顏色則以每個膠囊的單價一次買下該色全部膠囊。預設：粉紅38個（第一個2,000日圓，之後每個500日圓）；紅8、橘7、黃6、綠6、藍5、紫4、白3、黑2，每個500日圓；每色1個標記。
tokyo_capsule_hotel-option-coupon-rounds = 優惠券輪次
tokyo_capsule_hotel-option-coupon-rounds-help = 在這些輪開始時每位玩家獲得1張優惠券（輪次軌上的優惠券圖示），每個值為1至總輪數；留空則沒有這種優惠券。預設：第3、5、7輪。
tokyo_capsule_hotel-option-dice-faces = 獎勵骰的骰面
tokyo_capsule_hotel-option-dice-faces-help = 每種建築獎勵骰的骰面，1至20面，每面機率相同（同一面列兩次，出現機率就加倍）；每一面給建築擁有者1至10張優惠券、給該地塊每間旅館1至100,000日圓的景點收入，或是墓地無效。預設：規則書印製的骰子（A面）。
tokyo_capsule_hotel-option-footprints = 建築佔地大小
tokyo_capsule_hotel-option-footprints-help = 每種建築在地圖上的大小，為旋轉前的寬×高（格，每邊1至10）；除 Arcade 外都必須是正方形。預設：Park 與 Sumo Dohyo 3×3，Arcade 3×2，其他2×2。
tokyo_capsule_hotel-option-gap = 建造物之間的間隙
tokyo_capsule_hotel-option-gap-help = 決定地圖上兩個建造物如何接觸就算違反建造規則的「看得見的間隙」。預設：邊和角都不能相接。
tokyo_capsule_hotel-choice-gap-all-neighbours = 邊和角都不能相接
tokyo_capsule_hotel-choice-gap-edges-only = 角可以相接
tokyo_capsule_hotel-option-income = 無旅館地塊的擲骰
tokyo_capsule_hotel-option-income-help = 沒有任何旅館的地塊上的建築，在收入階段是否仍擲獎勵骰；擲骰時，優惠券骰面仍會給建築擁有者。預設：仍擲骰。
tokyo_capsule_hotel-option-land = 地塊板翻面
tokyo_capsule_hotel-option-land-help = 地塊板除了旋轉之外，是否也能翻面放置。預設：可以翻面。
tokyo_capsule_hotel-option-land-boards = 地塊板
tokyo_capsule_hotel-option-land-boards-help = 可購買的地塊板，各有價格（1至100,000日圓）與形狀（從北邊起逐列描繪，# 為一格、. 為空；最多20列、每列20格，各格須相連）；至少需要一塊。預設：L3000、L3500、L4000、L5000、L6000 五塊，價格3,000至6,000日圓。
tokyo_capsule_hotel-option-lenient-small-items = 販賣機與墓地的寬鬆間隙
tokyo_capsule_hotel-option-lenient-small-items-help = 開啟時，若該土地區域內沒有任何一格能保持間隙，自動販賣機或墓地可以緊貼其他建造物；旅館與建築一律須保持間隙。預設：開啟。
tokyo_capsule_hotel-option-loan = 初始貸款
tokyo_capsule_hotel-option-loan-help = 第1輪可選的貸款金額（1至10種，各1至1,000,000日圓）、隨某金額附贈的優惠券（0至20張）、未在期限內選擇的玩家所得的金額，以及每輪利息（貸款的0至100%）。預設：4,000日圓（附1張優惠券）、6,000、8,000或10,000日圓，未選擇時為4,000日圓，利息10%。
tokyo_capsule_hotel-option-map = 地圖大小
tokyo_capsule_hotel-option-map-help = 地圖的寬與高（格，各8至100）。預設：40×40。
tokyo_capsule_hotel-option-max-players = 最多玩家數
tokyo_capsule_hotel-option-max-players-help = 可加入遊戲的最多玩家數，從最少玩家數到5人。預設：5人。
tokyo_capsule_hotel-option-min-players = 最少玩家數
tokyo_capsule_hotel-option-min-players-help = 開始遊戲所需的最少玩家數，2至5人。預設：2人。
tokyo_capsule_hotel-option-prices = 固定價格
tokyo_capsule_hotel-option-prices-help = 自動販賣機與入口（即建造入口旅館的費用）的價格（各0至100,000日圓），以及墓地的價格（−100,000至0日圓；負數表示購買者獲得該金額）。預設：自動販賣機500日圓、入口1,000日圓、墓地−200日圓（獲得200日圓）。
tokyo_capsule_hotel-option-rounds = 輪數
tokyo_capsule_hotel-option-rounds-help = 遊戲的輪數，1至20；最遲在最後一輪的收入之後遊戲結束。預設：8輪。
tokyo_capsule_hotel-option-spend-limits = 購買上限
tokyo_capsule_hotel-option-spend-limits-help = 一個購買／談判階段的購買上限（日圓），遊戲允許的每種玩家人數各設一個（各1至1,000,000）；本輪購買達到上限後，本輪不能再購買。預設：每位玩家4,000日圓，2人8,000日圓至5人20,000日圓。
tokyo_capsule_hotel-option-starting = 起始地塊
tokyo_capsule_hotel-option-starting-help = 地圖上正方形的起始地塊位置（邊長1至20格，以及每個位置的西北格），以及各玩家人數下每個座位依順時針順序保留哪個位置；被保留的位置成為該玩家的起始地塊。預設：中央5×5的 S-NW、S-NE、S-SE、S-SW，5人時另加 S-S。
tokyo_capsule_hotel-option-supplies = 公共供應區的配件數
tokyo_capsule_hotel-option-supplies-help = 開局時公共供應區的入口數（即最多可建的入口旅館數）與自動販賣機數，各0至100。預設：入口20個、自動販賣機20台。
tokyo_capsule_hotel-option-tallest-hotel = 最高旅館變體
tokyo_capsule_hotel-option-tallest-hotel-help = 開啟時，蓋出比地圖上所有旅館都高的旅館的玩家獲得1張優惠券；遊戲中第一間旅館不得任何獎勵。預設：關閉。
tokyo_capsule_hotel-option-timing = 時間限制
tokyo_capsule_hotel-option-timing-help = 各項時間限制（秒，1至31,622,400，即最長366天）：第1輪選擇貸款、排頭行動、回覆交易、離開排隊而不行動的玩家被判 PASS 前，以及達到購買上限後待處理交易的收尾時間；並決定其他玩家能否警告排頭，把排頭的剩餘時間縮短為較短的警告時間。預設：貸款48小時、排頭24小時（不使用警告，警告時間1小時）、交易回覆24小時、閒置48小時、談判收尾24小時。
tokyo_capsule_hotel-option-trade = 交易規則
tokyo_capsule_hotel-option-trade-help = 每位玩家同時可提出的待處理交易數（1至20）、誰能看到待處理的提議及其承諾（只有參與者或所有人）、交易中的日圓須為多少的倍數（1至100,000日圓），以及承諾文字的最大長度（1至10,000字）。預設：3筆、只有參與者可見、100日圓的倍數、500字。
tokyo_capsule_hotel-bot-simple = 借6,000日圓的貸款；在排頭時建造它能找到的最大旅館，當黃金法則會擋住下一間旅館時加設自動販賣機，膠囊或土地用完時就購買，並拒絕所有交易。
