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
