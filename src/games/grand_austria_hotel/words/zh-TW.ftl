### 奧地利大飯店 Let's Roll（繁體中文）

## The game's title

grand_austria_hotel-title = 奧地利大飯店 Let's Roll

## 用語：房間顏色、行動、皇帝軌、折扣

grand_austria_hotel-room-blue = 藍
grand_austria_hotel-room-red = 紅
grand_austria_hotel-room-yellow = 黃
grand_austria_hotel-room-any = 任意
grand_austria_hotel-room = { $floor }樓的房間{ $room }

grand_austria_hotel-action-prepare = 準備房間
grand_austria_hotel-action-occupy = 入住
grand_austria_hotel-action-emperor = 皇帝
grand_austria_hotel-action-krone = 克朗
grand_austria_hotel-action-hire = 僱用員工

grand_austria_hotel-track-top = 上方
grand_austria_hotel-track-middle = 中間
grand_austria_hotel-track-bottom = 下方

grand_austria_hotel-discount-free = 免費
grand_austria_hotel-discount-amount = 折扣{ $amount }克朗
grand_austria_hotel-discount-none = 無折扣

grand_austria_hotel-row-left = { $floor }樓樓梯左側的橫列
grand_austria_hotel-row-right = { $floor }樓樓梯右側的橫列
grand_austria_hotel-row-code = 橫列{ $id }
grand_austria_hotel-column = 第{ $column }直行
grand_austria_hotel-column-code = 直行{ $id }

## 克朗增減的原因

grand_austria_hotel-reason-action = 克朗行動
grand_austria_hotel-reason-copy-fee = 複製費用
grand_austria_hotel-reason-room-bonus = 房間獎勵
grand_austria_hotel-reason-group-bonus = 房間組獎勵
grand_austria_hotel-reason-emperor-bonus = 軌道獎勵
grand_austria_hotel-reason-staff = 員工
grand_austria_hotel-reason-loan = 貸款
grand_austria_hotel-reason-forfeit = 放棄行動
grand_austria_hotel-reason-prepare = 準備房間
grand_austria_hotel-reason-occupy = 入住
grand_austria_hotel-reason-hire = 僱用員工

## 員工（以其效果稱呼）

grand_austria_hotel-staff-t1 = 每次拿取行動格2的骰子：得1克朗並在皇帝軌前進一格
grand_austria_hotel-staff-t2 = 複製行動時不付費用，改為得1克朗
grand_austria_hotel-staff-t3 = 免費準備最多2間紅色房間
grand_austria_hotel-staff-t4 = 免費入住1間黃色房間
grand_austria_hotel-staff-t5 = 每間已入住的藍色房間得2分
grand_austria_hotel-staff-t6 = 3樓與4樓每間已入住的房間得2分
grand_austria_hotel-staff-t7 = 每次拿取行動格1的骰子：得2克朗
grand_austria_hotel-staff-t8 = 準備紅色房間永遠免費
grand_austria_hotel-staff-t9 = 皇帝軌前進3格
grand_austria_hotel-staff-t10 = 免費準備1間房間並免費入住1間房間
grand_austria_hotel-staff-t11 = 每間已入住的黃色房間得2分
grand_austria_hotel-staff-t12 = 樓梯左側每條客滿橫列得4分，右側每條得3分
grand_austria_hotel-staff-t13 = 每次拿取行動格3的骰子：強度+1並在皇帝軌前進一格
grand_austria_hotel-staff-t14 = 免費準備最多2間黃色房間
grand_austria_hotel-staff-t15 = 免費入住1間藍色房間
grand_austria_hotel-staff-t16 = 每條客滿直行得5分
grand_austria_hotel-staff-t17 = 每位已僱用的員工得2分
grand_austria_hotel-staff-t18 = 每次拿取行動格5的骰子：強度+2
grand_austria_hotel-staff-t19 = 準備藍色房間永遠免費
grand_austria_hotel-staff-t20 = 皇帝軌前進2格並免費準備1間房間
grand_austria_hotel-staff-t21 = 免費入住1間紅色房間
grand_austria_hotel-staff-t22 = 每組已入住的藍、紅、黃房間各一間得3分
grand_austria_hotel-staff-t23 = 每個客滿的房間組得2分
grand_austria_hotel-staff-t24 = 準備黃色房間永遠免費
grand_austria_hotel-staff-t25 = 免費準備最多2間藍色房間
grand_austria_hotel-staff-t26 = 每間已入住的紅色房間得2分
grand_austria_hotel-staff-t27 = 每次拿取行動格4的骰子：得1克朗並在皇帝軌前進一格
grand_austria_hotel-staff-code = 員工{ $id }

## 待執行的效果

grand_austria_hotel-effect-prepare = 準備最多{ $rooms }間房間（{ $color }色，{ $discount }）
grand_austria_hotel-effect-occupy = 入住1間房間（{ $color }色，{ $discount }）
grand_austria_hotel-effect-hire = 僱用1位員工（{ $discount }）
grand_austria_hotel-effect-gain-krone = 獲得{ $krone }克朗
grand_austria_hotel-effect-gain-emperor = 皇帝軌前進{ $steps }格
grand_austria_hotel-effect-gain-both = 獲得{ $krone }克朗並在皇帝軌前進{ $steps }格

grand_austria_hotel-source-main = 行動格{ $space }的骰子
grand_austria_hotel-source-room = { $room }的房間獎勵
grand_austria_hotel-source-group = 房間組獎勵
grand_austria_hotel-source-emperor = { $track }皇帝軌第{ $space }格的軌道獎勵
grand_austria_hotel-source-staff = 員工（{ $staff }）

## 清單項目

grand_austria_hotel-order-item = 第{ $position }位 { $seat }
grand_austria_hotel-board-deal = { $seat } 拿到飯店圖板{ $hotel }與員工圖板{ $staff }
grand_austria_hotel-board-deal-sides = { $seat } 拿到飯店圖板{ $hotel }面與員工圖板{ $staff }面
grand_austria_hotel-dice-on-space = 行動格{ $space }有{ $count }顆
grand_austria_hotel-check-penalty = { $seat } 在{ $position }/{ $threshold }，扣{ $penalty }分
grand_austria_hotel-check-safe = { $seat } 在{ $position }，安全
grand_austria_hotel-standing = { $seat }（{ $points }分）

## 事件

grand_austria_hotel-game-created = { $count }人的奧地利大飯店 Let's Roll 已設置完成。
grand_austria_hotel-start-player-chosen = 起始玩家是 { $seat }。玩家順序：{ $order }。
grand_austria_hotel-boards-assigned = 已發放圖板：{ $deals }。
grand_austria_hotel-faces-chosen = { $seat } 使用飯店圖板{ $hotel }面與員工圖板{ $staff }面。
grand_austria_hotel-starting-krone = { $seat } 以{ $krone }克朗開始。
grand_austria_hotel-round-started = 第{ $round }輪由 { $seat } 開始；本輪皇帝在{ $track }皇帝軌前進。
grand_austria_hotel-dice-rolled = 第{ $round }輪擲出{ $total }顆骰子：{ $spaces }。
grand_austria_hotel-turn-started = 第{ $round }輪，{ $seat } 的第{ $pass ->
    [1] 1
   *[other] 2
  }圈回合。
grand_austria_hotel-turn-ended = { $seat } 的回合結束。
grand_austria_hotel-loan-taken = { $seat } 第{ $number }次貸款，得到{ $krone }克朗（終局扣{ $penalty }分）。
grand_austria_hotel-die-taken = { $seat } 從行動格{ $space }拿取骰子：{ $action }，強度{ $strength }。
grand_austria_hotel-die-taken-copy = { $seat } 從行動格{ $space }拿取骰子並複製行動格{ $copied }：{ $action }，強度{ $strength }。
grand_austria_hotel-die-forfeited = { $seat } 從行動格{ $space }拿取骰子並放棄行動。
grand_austria_hotel-die-discarded = { $seat } 逾時，行動格{ $space }的骰子被移除，不執行行動。
grand_austria_hotel-krone-gained = { $seat } 獲得{ $amount }克朗（{ $reason }）。
grand_austria_hotel-krone-paid = { $seat } 支付{ $amount }克朗（{ $reason }）。
grand_austria_hotel-effects-queued = { $source }的效果：{ $effects }。
grand_austria_hotel-effects-queued-in-order = { $source }的效果（依此順序執行）：{ $effects }。
grand_austria_hotel-effects-queued-none = 沒有要執行的效果。
grand_austria_hotel-effect-resolved = 已執行一個效果。
grand_austria_hotel-effect-resolved-remaining = 已準備房間；還可再準備{ $rooms }間。
grand_austria_hotel-effect-skipped = 已跳過一個效果。
grand_austria_hotel-room-prepared = { $seat } { $cost ->
    [0] 免費
   *[other] 支付{ $cost }克朗
  }準備了{ $room }。
grand_austria_hotel-room-occupied = { $seat } { $cost ->
    [0] 免費
   *[other] 支付{ $cost }克朗
  }入住了{ $room }。
grand_austria_hotel-line-claimed = { $seat } 最先讓{ $line }客滿：終局得{ $points }分。
grand_austria_hotel-line-completed-unclaimed = { $seat } 讓{ $line }客滿，但 { $claimer } 已先完成：不得分。
grand_austria_hotel-group-completed = { $seat } 讓一個{ $size }間房的{ $color }色房間組客滿。
grand_austria_hotel-blue-points-recorded = { $seat } 的{ $size }間房藍色房間組記下{ $points }分。
grand_austria_hotel-blue-points-recorded-group = { $seat } 的藍色房間組記下{ $points }分。
grand_austria_hotel-emperor-advanced = { $seat } 在皇帝軌前進{ $steps }格。
grand_austria_hotel-emperor-advanced-wasted = { $seat } 在皇帝軌前進{ $steps }格；超出溢出分數上限的{ $wasted }格作廢。
grand_austria_hotel-emperor-track-first-finished = { $seat } 最先完成{ $track }皇帝軌：終局得{ $points }分。
grand_austria_hotel-emperor-bonus-reached = { $seat } 到達{ $track }皇帝軌第{ $space }格，獲得軌道獎勵。
grand_austria_hotel-staff-hired = { $seat } 支付{ $cost }克朗僱用第{ $slot }格的員工：{ $staff }。
grand_austria_hotel-round-ended = 第{ $round }輪結束，剩下{ $left }顆骰子。
grand_austria_hotel-emperor-checked = 第{ $round }輪後的皇帝檢查（{ $track }皇帝軌）：{ $results }。
grand_austria_hotel-start-marker-passed = { $from } 將起始玩家標記交給 { $to }。
grand_austria_hotel-final-scored = { $seat } 得{ $total }分：員工{ $staff }、藍色房間組{ $blue }、房間{ $rooms }、皇帝{ $emperor }、克朗{ $money }、橫列與直行{ $lines }、貸款{ $loans }。
grand_austria_hotel-game-ended = 遊戲結束。排名：{ $standings }。
grand_austria_hotel-game-ended-winner = 遊戲結束：{ $winner }獲勝。排名：{ $standings }。
grand_austria_hotel-game-ended-tie = 遊戲結束：{ $winners }平手同勝。排名：{ $standings }。
grand_austria_hotel-timed-out = { $seat } 逾時。
grand_austria_hotel-player-resigned = { $seat } 認輸，遊戲中止且不計分。

## 文字指令：詞語、佔位名稱與各形式的說明

grand_austria_hotel-cmd-take = 拿取
grand_austria_hotel-cmd-copy = 複製
grand_austria_hotel-cmd-prepare = 準備
grand_austria_hotel-cmd-occupy = 入住
grand_austria_hotel-cmd-hire = 僱用
grand_austria_hotel-cmd-nothing = 無
grand_austria_hotel-cmd-resolve = 執行
grand_austria_hotel-cmd-use = 使用
grand_austria_hotel-cmd-skip = 跳過
grand_austria_hotel-cmd-forfeit = 放棄
grand_austria_hotel-cmd-loan = 貸款
grand_austria_hotel-cmd-borrow = 借款
grand_austria_hotel-cmd-faces = 選面
grand_austria_hotel-cmd-timeout = 逾時
grand_austria_hotel-cmd-resign = 認輸

grand_austria_hotel-text-space = 行動格
grand_austria_hotel-text-space-value = 行動格1～6
grand_austria_hotel-text-action = 行動
grand_austria_hotel-text-room = 房間
grand_austria_hotel-text-slot = 員工格
grand_austria_hotel-text-effect = 效果
grand_austria_hotel-text-effect-value = 效果（例如 fx-3）
grand_austria_hotel-text-hotel-face = 飯店圖板面
grand_austria_hotel-text-staff-face = 員工圖板面
grand_austria_hotel-text-face-value = A面或B面

grand_austria_hotel-help-take = 從行動格拿取一顆骰子（行動格3選擇準備或入住，行動格4選擇皇帝或克朗）；在後面寫出要準備的房間、要入住的房間或員工格，即可立即執行該行動。
grand_austria_hotel-help-take-copy = 從行動格6拿取一顆骰子並複製行動格1～5的行動（行動格3或4要寫出選擇）。
grand_austria_hotel-help-resolve = 執行一個待處理的效果：準備房間、入住房間、僱用某員工格的員工，或獲得收益。
grand_austria_hotel-help-skip = 跳過一個待處理的效果。
grand_austria_hotel-help-forfeit = 從行動格拿取一顆骰子，放棄其行動並獲得1克朗。
grand_austria_hotel-help-loan = 貸款獲得2克朗。
grand_austria_hotel-help-faces = 選擇你的飯店圖板與員工圖板要使用的面。
grand_austria_hotel-help-resign = 認輸離開遊戲；遊戲中止且不計分。

## Rejections: why a command is refused

grand_austria_hotel-status-setup = 遊戲準備中
grand_austria_hotel-status-choosing-faces = 選擇圖板面階段
grand_austria_hotel-status-in-progress = 遊戲進行中
grand_austria_hotel-status-finished = 遊戲已結束
grand_austria_hotel-status-abandoned = 遊戲已中止
grand_austria_hotel-field-mode = 兩種行動之一的選擇（mode）
grand_austria_hotel-field-copy = 要複製的行動（copy）
grand_austria_hotel-field-copy-mode = 所複製行動格的兩種行動之一的選擇（copy.mode）
grand_austria_hotel-mode-code = 模式 { $mode }
grand_austria_hotel-effect-kind-gain = 獲得收益

grand_austria_hotel-rejection-wrong-phase = 現在不能送出這個指令（{ $status }）；{ $count ->
    [0] 目前沒有可送出的指令
   *[other] 可以送出：{ $allowed }
  }
grand_austria_hotel-rejection-die-already-taken = 本回合你已經拿取或放棄過骰子了
grand_austria_hotel-rejection-space-empty = 行動格{ $space }上沒有骰子
grand_austria_hotel-rejection-mode-required = 行動格{ $space }的骰子需要指定{ $field }
grand_austria_hotel-rejection-invalid-mode = 行動格{ $action }的行動不能選擇{ $mode }：{ $count ->
    [0] 這個行動沒有選擇
   *[other] 請從{ $allowed }中選擇
  }
grand_austria_hotel-rejection-invalid-copy-target = 無法複製行動格{ $action }：只有行動格6的骰子可以複製，且只能複製行動格1～5的行動
grand_austria_hotel-rejection-action-impossible = 現在無法執行「{ $action }」行動：請改為拿取骰子並放棄行動
grand_austria_hotel-rejection-insufficient-krone = 需要{ $required }克朗，但你只有{ $krone }克朗；可以考慮貸款
grand_austria_hotel-rejection-params-mismatch = { $effect ->
    [none] 這顆骰子的行動（{ $kind }）是獲得收益，不需要指定參數
   *[other] 效果 { $effect }（{ $kind }）{ $expected ->
        [none] 不需要指定參數
       *[other] 需要指定的是 { $expected }
    }
  }
grand_austria_hotel-rejection-no-pending = 沒有待處理的效果
grand_austria_hotel-rejection-no-such-effect = 沒有 ID 為 { $effect } 的待處理效果
grand_austria_hotel-rejection-effect-order = 效果 { $effect } 還不能執行：{ $count ->
    [0] 目前沒有可執行的效果
    [1] 請先執行 { $actionable }
   *[other] 請先執行 { $actionable } 其中之一
  }
grand_austria_hotel-rejection-effect-not-skippable = 效果 { $effect } 是獲得收益，不能跳過
grand_austria_hotel-rejection-room-invalid = 沒有房間{ $room }：房間編號為1～28
grand_austria_hotel-rejection-no-rooms = 請至少指定一間房間
grand_austria_hotel-rejection-too-many-rooms = 你指定了{ $count }間房間，但這個效果只能再準備{ $remaining }間
grand_austria_hotel-rejection-duplicate-room = { $room }被指定了兩次
grand_austria_hotel-rejection-room-not-empty = { $room }已準備或已入住
grand_austria_hotel-rejection-room-not-adjacent = { $room }沒有與已準備或已入住的房間相鄰（上下左右）
grand_austria_hotel-rejection-room-not-prepared = 無法入住{ $room }：該房間尚未準備，或已有人入住
grand_austria_hotel-rejection-room-wrong-color = { $room }是{ $color }色房間，但這個效果只能用於{ $required }色房間
grand_austria_hotel-rejection-staff-invalid = 沒有員工格{ $slot }：員工格編號為1～6
grand_austria_hotel-rejection-staff-already-hired = 第{ $slot }格的員工已被僱用（{ $staff }）
grand_austria_hotel-rejection-loan-limit = 你已經貸款{ $loans }次，不能再貸款
grand_austria_hotel-rejection-forfeit-not-allowed = 行動格{ $space }的骰子可以執行行動，所以不能放棄行動

## Board picture

# The picture's accessible name: the game, the version drawn and the status sentence.
grand_austria_hotel-picture-title = { $game }，{ $version }：{ $status }
# The first sentence of the picture's description.
grand_austria_hotel-picture-description = { $game }各玩家的圖板（{ $version }）。
# The dice on the action board; $spaces lists grand_austria_hotel-dice-on-space.
grand_austria_hotel-picture-dice = 骰子：{ $spaces }。
grand_austria_hotel-picture-no-dice = 行動圖板上沒有骰子。
# One player's sheet in the description; $seat is the player's label.
grand_austria_hotel-picture-player-summary = { $seat }：{ $krone }克朗，貸款{ $loans }次，已入住{ $occupied }間房間、已準備{ $prepared }間，員工{ $staff }位，目前{ $points }分。
# Status sentences; $seats names the awaited players.
grand_austria_hotel-picture-status-faces = 等待 { $seats } 選擇圖板的面。
# $task is one of the grand_austria_hotel-picture-task messages.
grand_austria_hotel-picture-status-turn = 第{ $round }輪（共{ $rounds }輪）：輪到 { $seats } { $task }（本輪{ $turns }個回合中的第{ $pass }個）。
grand_austria_hotel-picture-task-die = 拿取骰子
grand_austria_hotel-picture-task-finish = 結束回合
grand_austria_hotel-picture-task-effects = 執行效果
grand_austria_hotel-picture-status-won = 遊戲結束：{ $seats } 以{ $points }分獲勝。
grand_austria_hotel-picture-status-stopped = 遊戲結束：遊戲已中止。
grand_austria_hotel-picture-action-board = 行動圖板
grand_austria_hotel-picture-active-track = 本輪皇帝在{ $track }皇帝軌前進
grand_austria_hotel-picture-action-prepare-or-occupy = 準備或入住
grand_austria_hotel-picture-action-emperor-or-krone = 皇帝或克朗
grand_austria_hotel-picture-action-copy = 複製行動
# Under the copy space: what copying costs.
grand_austria_hotel-picture-copy-fee = 費用{ $krone }克朗
# The tooltip of an action space.
grand_austria_hotel-picture-space = 行動格{ $space }：{ $action }，{ $count }顆骰子
grand_austria_hotel-picture-dice-count = { $count }顆骰子
grand_austria_hotel-picture-sheet-player = { $name } ・ { $position }
grand_austria_hotel-picture-sheet-player-you = { $name } ・ { $position } ・ 你
# The player's place in the playing order (positions 1 to 4).
grand_austria_hotel-picture-position = 第{ $position }位玩家
grand_austria_hotel-picture-points-so-far = 目前{ $points }分
# Under the player's name: the sides played ($hotel, $staff: H5, S3), krone and loans.
grand_austria_hotel-picture-sheet-sides = 飯店圖板：{ $hotel } ・ 員工圖板：{ $staff } ・ { $krone }克朗 ・ 貸款{ $loans }次
grand_austria_hotel-picture-face-not-chosen = 尚未選擇面
grand_austria_hotel-picture-hotel-not-chosen = 尚未選擇飯店圖板的面
# The label of a floor, left of its rooms.
grand_austria_hotel-picture-floor = { $floor }樓
# The initials printed in the corner of a room of each colour, as the legend explains them.
grand_austria_hotel-picture-initial-blue = 藍
grand_austria_hotel-picture-initial-red = 紅
grand_austria_hotel-picture-initial-yellow = 黃
grand_austria_hotel-picture-legend = ● 已入住 ・ ○ 已準備（虛線） ・ 空白：空房 ・ 藍/紅/黃：顏色 ・ 灰色條：樓梯
grand_austria_hotel-picture-room-occupied = 已入住
grand_austria_hotel-picture-room-prepared = 已準備
grand_austria_hotel-picture-room-empty = 空房
# The tooltip of a room: $room is grand_austria_hotel-room, $group the printed group (H5-G3).
grand_austria_hotel-picture-room-title = { $room }：{ $color }色，房間組{ $group }，{ $state }
grand_austria_hotel-picture-room-title-completed = { $room }：{ $color }色，房間組{ $group }（客滿），{ $state }
grand_austria_hotel-picture-emperor-tracks = 皇帝軌
# The name of an emperor track, left of its spaces.
grand_austria_hotel-picture-track = { $track }皇帝軌
# Right of a track: the spaces checked ($progress, e.g. 5/7) and what it scored.
grand_austria_hotel-picture-track-notes = { $progress }（{ $notes }）
grand_austria_hotel-picture-track-penalty = 扣{ $points }分
grand_austria_hotel-picture-track-first = 最先完成 +{ $points }分
# Emperor steps beyond the bottom track.
grand_austria_hotel-picture-overflow = 溢出分數 +{ $steps }
# The rows and columns the player fully occupied first.
grand_austria_hotel-picture-first-to-fill = 最先客滿：{ $lines }
grand_austria_hotel-picture-staff = 員工
# The tooltip of a staff slot: $code is the printed staff card (T12), $staff what it does.
grand_austria_hotel-picture-staff-slot = 員工格{ $slot }，{ $code }（{ $cost }克朗），{ $state }：{ $staff }
grand_austria_hotel-picture-hired = 已僱用
grand_austria_hotel-picture-not-hired = 未僱用
grand_austria_hotel-picture-krone = { $krone }克朗

## The options of a new game
grand_austria_hotel-option-choose-faces = 玩家自選圖板面
grand_austria_hotel-option-choose-faces-help = 開啟時，每位玩家在第1輪開始前自行選擇分到的飯店圖板與員工圖板要使用A面或B面；關閉時，每個面由擲硬幣決定。預設：關閉。
grand_austria_hotel-option-forfeit-policy = 放棄行動的條件
grand_austria_hotel-option-forfeit-policy-help = 玩家何時可以拿取骰子、放棄其行動並獲得1克朗：僅限該行動格的任何行動都無法用手上的克朗執行時，或如Board Game Arena般隨時皆可。預設：僅限無法執行時。
grand_austria_hotel-choice-forfeit-policy-only-if-unable = 僅限無法執行時
grand_austria_hotel-choice-forfeit-policy-any-time = 隨時皆可
grand_austria_hotel-option-start-player = 起始玩家
grand_austria_hotel-option-start-player-help = 拿取起始玩家標記的玩家，依加入順序指定：第一位加入的玩家為0，最大為玩家人數減1（最多3）。留空則隨機決定（預設）。
grand_austria_hotel-option-starting-krone = 起始克朗
grand_austria_hotel-option-starting-krone-help = 每位玩家開始時持有的克朗，依玩家順序中的位次決定（第1位＝起始玩家）：7＋位次（8、9、10、11克朗），或如Board Game Arena般6＋位次（7、8、9、10克朗）。預設：8～11克朗。
grand_austria_hotel-choice-starting-krone-seed = 8～11克朗（標準）
grand_austria_hotel-choice-starting-krone-bga = 7～10克朗（Board Game Arena）
grand_austria_hotel-option-turn-timeout-seconds = 回合時限
grand_austria_hotel-option-turn-timeout-seconds-help = 玩家每個回合或選擇圖板面時可用的秒數（1～31,622,400）。逾時後，伺服器會代為放棄骰子的行動並獲得1克朗、跳過剩餘的效果，或以擲硬幣決定圖板面。留空表示不限時（預設）。
grand_austria_hotel-bot-greedy = 往後預看自己的幾個指令，拿取當下能獲得最多分數、克朗與皇帝軌進度的骰子；只有在別無他法時才貸款。
