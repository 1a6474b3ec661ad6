### グランドオーストリアホテル Let's Roll（日本語）

## The game's title

grand_austria_hotel-title = グランドオーストリアホテル Let's Roll

## 用語：部屋の色、アクション、皇帝トラック、減額

grand_austria_hotel-room-blue = 青
grand_austria_hotel-room-red = 赤
grand_austria_hotel-room-yellow = 黄色
grand_austria_hotel-room-any = 色は自由
grand_austria_hotel-room = { $floor }階の部屋{ $room }

grand_austria_hotel-action-prepare = 部屋の準備
grand_austria_hotel-action-occupy = 部屋の占有
grand_austria_hotel-action-emperor = 皇帝
grand_austria_hotel-action-krone = クローネ
grand_austria_hotel-action-hire = スタッフの採用

grand_austria_hotel-track-top = 上の
grand_austria_hotel-track-middle = 中央の
grand_austria_hotel-track-bottom = 下の

grand_austria_hotel-discount-free = 無料
grand_austria_hotel-discount-amount = { $amount }クローネ減額
grand_austria_hotel-discount-none = 減額なし

grand_austria_hotel-row-left = { $floor }階の階段の左の行
grand_austria_hotel-row-right = { $floor }階の階段の右の行
grand_austria_hotel-row-code = 行{ $id }
grand_austria_hotel-column = { $column }列目
grand_austria_hotel-column-code = 列{ $id }

## クローネの増減の理由

grand_austria_hotel-reason-action = クローネのアクション
grand_austria_hotel-reason-copy-fee = コピーの費用
grand_austria_hotel-reason-room-bonus = ルームボーナス
grand_austria_hotel-reason-group-bonus = グループボーナス
grand_austria_hotel-reason-emperor-bonus = トラックボーナス
grand_austria_hotel-reason-staff = スタッフ
grand_austria_hotel-reason-loan = ローン
grand_austria_hotel-reason-forfeit = アクションを無視
grand_austria_hotel-reason-prepare = 部屋の準備
grand_austria_hotel-reason-occupy = 部屋の占有
grand_austria_hotel-reason-hire = スタッフの雇用

## スタッフ（その効果で呼ぶ）

grand_austria_hotel-staff-t1 = ②のダイスを取るたびに1クローネと皇帝1スペース
grand_austria_hotel-staff-t2 = コピーの費用を払う代わりに1クローネを得る
grand_austria_hotel-staff-t3 = 赤い部屋を2つまで無料で準備
grand_austria_hotel-staff-t4 = 黄色の部屋1つを無料で占有
grand_austria_hotel-staff-t5 = 占有した青い部屋1つにつき2点
grand_austria_hotel-staff-t6 = 3階と4階の占有した部屋1つにつき2点
grand_austria_hotel-staff-t7 = ①のダイスを取るたびに2クローネ
grand_austria_hotel-staff-t8 = 赤い部屋の準備が常に無料
grand_austria_hotel-staff-t9 = 皇帝3スペース
grand_austria_hotel-staff-t10 = 部屋1つを無料で準備し、部屋1つを無料で占有
grand_austria_hotel-staff-t11 = 占有した黄色の部屋1つにつき2点
grand_austria_hotel-staff-t12 = 満室の階段左の行1つにつき4点、右の行1つにつき3点
grand_austria_hotel-staff-t13 = ③のダイスを取るたびに強さ+1と皇帝1スペース
grand_austria_hotel-staff-t14 = 黄色の部屋を2つまで無料で準備
grand_austria_hotel-staff-t15 = 青い部屋1つを無料で占有
grand_austria_hotel-staff-t16 = 満室の列1つにつき5点
grand_austria_hotel-staff-t17 = 雇用したスタッフ1人につき2点
grand_austria_hotel-staff-t18 = ⑤のダイスを取るたびに強さ+2
grand_austria_hotel-staff-t19 = 青い部屋の準備が常に無料
grand_austria_hotel-staff-t20 = 皇帝2スペースと部屋1つの無料の準備
grand_austria_hotel-staff-t21 = 赤い部屋1つを無料で占有
grand_austria_hotel-staff-t22 = 占有した青・赤・黄色の部屋1組につき3点
grand_austria_hotel-staff-t23 = 満室のグループ1つにつき2点
grand_austria_hotel-staff-t24 = 黄色の部屋の準備が常に無料
grand_austria_hotel-staff-t25 = 青い部屋を2つまで無料で準備
grand_austria_hotel-staff-t26 = 占有した赤い部屋1つにつき2点
grand_austria_hotel-staff-t27 = ④のダイスを取るたびに1クローネと皇帝1スペース
grand_austria_hotel-staff-code = スタッフ{ $id }

## 実行待ちの効果

grand_austria_hotel-effect-prepare = 部屋を{ $rooms }つまで準備（{ $color }、{ $discount }）
grand_austria_hotel-effect-occupy = 部屋1つを占有（{ $color }、{ $discount }）
grand_austria_hotel-effect-hire = スタッフ1人を雇用（{ $discount }）
grand_austria_hotel-effect-gain-krone = { $krone }クローネを得る
grand_austria_hotel-effect-gain-emperor = 皇帝トラックを{ $steps }スペース進む
grand_austria_hotel-effect-gain-both = { $krone }クローネを得て皇帝トラックを{ $steps }スペース進む

grand_austria_hotel-source-main = スペース{ $space }のダイス
grand_austria_hotel-source-room = { $room }のルームボーナス
grand_austria_hotel-source-group = グループボーナス
grand_austria_hotel-source-emperor = { $track }皇帝トラックのスペース{ $space }のトラックボーナス
grand_austria_hotel-source-staff = スタッフ（{ $staff }）

## リストの項目

grand_austria_hotel-order-item = { $position }番手 { $seat }
grand_austria_hotel-board-deal = { $seat } はホテルボード{ $hotel }とスタッフボード{ $staff }
grand_austria_hotel-board-deal-sides = { $seat } はホテルボード{ $hotel }とスタッフボード{ $staff }の面
grand_austria_hotel-dice-on-space = スペース{ $space }に{ $count }個
grand_austria_hotel-check-penalty = { $seat } は{ $position }/{ $threshold }でマイナス{ $penalty }点
grand_austria_hotel-check-safe = { $seat } は{ $position }で無事
grand_austria_hotel-standing = { $seat }（{ $points }点）

## イベント

grand_austria_hotel-game-created = { $count }人用のグランドオーストリアホテル Let's Rollの準備ができました。
grand_austria_hotel-start-player-chosen = スタートプレイヤーは { $seat } です。手番順：{ $order }。
grand_austria_hotel-boards-assigned = ボードが配られました：{ $deals }。
grand_austria_hotel-faces-chosen = { $seat } はホテルボード{ $hotel }とスタッフボード{ $staff }の面を使います。
grand_austria_hotel-starting-krone = { $seat } は{ $krone }クローネで始めます。
grand_austria_hotel-round-started = ラウンド{ $round }が { $seat } から始まります（皇帝は{ $track }トラック）。
grand_austria_hotel-dice-rolled = ラウンド{ $round }のサイコロ{ $total }個を振りました：{ $spaces }。
grand_austria_hotel-turn-started = ラウンド{ $round }、{ $seat } の{ $pass ->
    [1] 1
   *[other] 2
  }周目の手番です。
grand_austria_hotel-turn-ended = { $seat } の手番が終わりました。
grand_austria_hotel-loan-taken = { $seat } は{ $number }回目のローンで{ $krone }クローネを得ます（ゲーム終了時にマイナス{ $penalty }点）。
grand_austria_hotel-die-taken = { $seat } はスペース{ $space }からダイスを1つ取りました：{ $action }、強さ{ $strength }。
grand_austria_hotel-die-taken-copy = { $seat } はスペース{ $space }からダイスを1つ取り、スペース{ $copied }をコピーしました：{ $action }、強さ{ $strength }。
grand_austria_hotel-die-forfeited = { $seat } はスペース{ $space }からダイスを1つ取り、アクションを無視しました。
grand_austria_hotel-die-discarded = { $seat } のスペース{ $space }のダイスはアクションなしで取り除かれました。
grand_austria_hotel-krone-gained = { $seat } は{ $amount }クローネを得ました（{ $reason }）。
grand_austria_hotel-krone-paid = { $seat } は{ $amount }クローネを払いました（{ $reason }）。
grand_austria_hotel-effects-queued = { $source }の効果：{ $effects }。
grand_austria_hotel-effects-queued-in-order = { $source }の効果（この順に実行）：{ $effects }。
grand_austria_hotel-effects-queued-none = 実行する効果はありません。
grand_austria_hotel-effect-resolved = 効果を実行しました。
grand_austria_hotel-effect-resolved-remaining = 部屋を準備しました。あと{ $rooms }部屋まで準備できます。
grand_austria_hotel-effect-skipped = 効果をスキップしました。
grand_austria_hotel-room-prepared = { $seat } は{ $room }を{ $cost ->
    [0] 無料で
   *[other] { $cost }クローネで
  }準備しました。
grand_austria_hotel-room-occupied = { $seat } は{ $room }を{ $cost ->
    [0] 無料で
   *[other] { $cost }クローネで
  }占有しました。
grand_austria_hotel-line-claimed = { $seat } が最初に{ $line }を満室にしました：ゲーム終了時に{ $points }点。
grand_austria_hotel-line-completed-unclaimed = { $seat } は{ $line }を満室にしましたが、先に { $claimer } が満室にしていたので得点はありません。
grand_austria_hotel-group-completed = { $seat } は{ $color }の部屋{ $size }つのグループを満室にしました。
grand_austria_hotel-blue-points-recorded = { $seat } は青い部屋{ $size }つのグループで{ $points }点を記録しました。
grand_austria_hotel-blue-points-recorded-group = { $seat } は青のグループで{ $points }点を記録しました。
grand_austria_hotel-emperor-advanced = { $seat } は皇帝トラックで{ $steps }スペースをチェックしました。
grand_austria_hotel-emperor-advanced-wasted = { $seat } は皇帝トラックで{ $steps }スペースをチェックしました。点シンボルを超えた{ $wasted }スペースは失われます。
grand_austria_hotel-emperor-track-first-finished = { $seat } が最初に{ $track }皇帝トラックを完了しました：ゲーム終了時に{ $points }点。
grand_austria_hotel-emperor-bonus-reached = { $seat } は{ $track }皇帝トラックのスペース{ $space }に到達し、トラックボーナスを得ます。
grand_austria_hotel-staff-hired = { $seat } はスロット{ $slot }のスタッフを{ $cost }クローネで雇用しました：{ $staff }。
grand_austria_hotel-round-ended = ラウンド{ $round }が終わりました。残ったサイコロは{ $left }個です。
grand_austria_hotel-emperor-checked = ラウンド{ $round }後の皇帝のチェック（{ $track }トラック）：{ $results }。
grand_austria_hotel-start-marker-passed = { $from } はスタートマーカーを { $to } に渡しました。
grand_austria_hotel-final-scored = { $seat } は{ $total }点：スタッフ{ $staff }、青のグループ{ $blue }、部屋{ $rooms }、皇帝{ $emperor }、クローネ{ $money }、行と列{ $lines }、ローン{ $loans }。
grand_austria_hotel-game-ended = ゲーム終了。順位：{ $standings }。
grand_austria_hotel-game-ended-winner = ゲーム終了：{ $winner }の勝ちです。順位：{ $standings }。
grand_austria_hotel-game-ended-tie = ゲーム終了：{ $winners }が同点で勝ちです。順位：{ $standings }。
grand_austria_hotel-timed-out = { $seat } は時間切れになりました。
grand_austria_hotel-player-resigned = { $seat } が投了し、ゲームは得点計算なしで終わりました。

## テキストコマンド：単語、プレースホルダー、各形式の説明

grand_austria_hotel-cmd-take = 取る
grand_austria_hotel-cmd-copy = コピー
grand_austria_hotel-cmd-prepare = 準備
grand_austria_hotel-cmd-occupy = 占有
grand_austria_hotel-cmd-hire = 雇用
grand_austria_hotel-cmd-nothing = なし
grand_austria_hotel-cmd-resolve = 実行
grand_austria_hotel-cmd-use = 使う
grand_austria_hotel-cmd-skip = スキップ
grand_austria_hotel-cmd-forfeit = 無視
grand_austria_hotel-cmd-loan = ローン
grand_austria_hotel-cmd-borrow = 借りる
grand_austria_hotel-cmd-faces = 面
grand_austria_hotel-cmd-timeout = 時間切れ
grand_austria_hotel-cmd-resign = 投了

grand_austria_hotel-text-space = スペース
grand_austria_hotel-text-space-value = 1～6のスペース
grand_austria_hotel-text-action = アクション
grand_austria_hotel-text-room = 部屋
grand_austria_hotel-text-slot = スロット
grand_austria_hotel-text-effect = 効果
grand_austria_hotel-text-effect-value = fx-3 のような効果
grand_austria_hotel-text-hotel-face = ホテルボードの面
grand_austria_hotel-text-staff-face = スタッフボードの面
grand_austria_hotel-text-face-value = A か B の面

grand_austria_hotel-help-take = スペースからダイスを1つ取ります（スペース3では準備か占有、スペース4では皇帝かクローネを選びます）。続けて準備する部屋、占有する部屋、スタッフのスロットを書くと、そのアクションをすぐに実行します。
grand_austria_hotel-help-take-copy = スペース6からダイスを1つ取り、スペース1～5のアクションをコピーします（スペース3か4ならその選択も書きます）。
grand_austria_hotel-help-resolve = 待機中の効果を実行します：部屋の準備、部屋の占有、スロットのスタッフの雇用、または獲得。
grand_austria_hotel-help-skip = 待機中の効果をスキップします。
grand_austria_hotel-help-forfeit = スペースからダイスを1つ取り、アクションを無視して1クローネを得ます。
grand_austria_hotel-help-loan = 2クローネのローンを受けます。
grand_austria_hotel-help-faces = ホテルボードとスタッフボードの面を選びます。
grand_austria_hotel-help-resign = 投了します。ゲームは得点計算なしで終わります。

## Rejections: why a command is refused

grand_austria_hotel-status-setup = ゲームの準備中
grand_austria_hotel-status-choosing-faces = ボードの面を選ぶ段階
grand_austria_hotel-status-in-progress = ゲームの進行中
grand_austria_hotel-status-finished = ゲーム終了後
grand_austria_hotel-status-abandoned = ゲームは中止されました
grand_austria_hotel-field-mode = 2つのアクションのどちらかの選択（mode）
grand_austria_hotel-field-copy = コピーするアクション（copy）
grand_austria_hotel-field-copy-mode = コピーするスペースの2つのアクションのどちらかの選択（copy.mode）
grand_austria_hotel-mode-code = モード { $mode }
grand_austria_hotel-effect-kind-gain = 獲得

grand_austria_hotel-rejection-wrong-phase = 今はこのコマンドを送れません（{ $status }）。{ $count ->
    [0] 送れるコマンドはありません
   *[other] 送れるのは { $allowed } です
  }
grand_austria_hotel-rejection-die-already-taken = このターンはすでにダイスを取ったか、アクションを無視しています
grand_austria_hotel-rejection-space-empty = スペース{ $space }にはダイスがありません
grand_austria_hotel-rejection-mode-required = スペース{ $space }のダイスには{ $field }が必要です
grand_austria_hotel-rejection-invalid-mode = スペース{ $action }のアクションでは{ $mode }を選べません。{ $count ->
    [0] このアクションに選択はありません
   *[other] { $allowed }から選んでください
  }
grand_austria_hotel-rejection-invalid-copy-target = スペース{ $action }はコピーできません。コピーできるのはスペース6のダイスだけで、コピーするのはスペース1～5のアクションです
grand_austria_hotel-rejection-action-impossible = 今は「{ $action }」のアクションを実行できません。代わりにダイスを取り、アクションを無視してください
grand_austria_hotel-rejection-insufficient-krone = { $required }クローネが必要ですが、{ $krone }クローネしかありません。ローンを受けることもできます
grand_austria_hotel-rejection-params-mismatch = { $effect ->
    [none] このダイスのアクション（{ $kind }）は獲得なので、指定は不要です
   *[other] 効果 { $effect }（{ $kind }）{ $expected ->
        [none] には指定は不要です
       *[other] に指定するのは { $expected } です
    }
  }
grand_austria_hotel-rejection-no-pending = 実行を待っている効果はありません
grand_austria_hotel-rejection-no-such-effect = { $effect } という実行待ちの効果はありません
grand_austria_hotel-rejection-effect-order = 効果 { $effect } はまだ実行できません。{ $count ->
    [0] 今実行できる効果はありません
    [1] 先に { $actionable } を実行してください
   *[other] 先に { $actionable } のどれかを実行してください
  }
grand_austria_hotel-rejection-effect-not-skippable = 効果 { $effect } は獲得なので、スキップできません
grand_austria_hotel-rejection-room-invalid = 部屋{ $room }はありません。部屋の番号は1～28です
grand_austria_hotel-rejection-no-rooms = 部屋を1つ以上指定してください
grand_austria_hotel-rejection-too-many-rooms = { $count }部屋を指定しましたが、この効果で準備できるのはあと{ $remaining }部屋までです
grand_austria_hotel-rejection-duplicate-room = { $room }が2回指定されています
grand_austria_hotel-rejection-room-not-empty = { $room }はすでに準備済みか占有済みです
grand_austria_hotel-rejection-room-not-adjacent = { $room }は準備済みまたは占有済みの部屋に縦横に隣接していません
grand_austria_hotel-rejection-room-not-prepared = { $room }は占有できません。準備されていないか、すでに占有されています
grand_austria_hotel-rejection-room-wrong-color = { $room }は{ $color }の部屋ですが、この効果で使えるのは{ $required }の部屋だけです
grand_austria_hotel-rejection-staff-invalid = スロット{ $slot }はありません。スロットは1～6です
grand_austria_hotel-rejection-staff-already-hired = スロット{ $slot }のスタッフはすでに雇用されています（{ $staff }）
grand_austria_hotel-rejection-loan-limit = ローンはすでに{ $loans }回受けています。これ以上は受けられません
grand_austria_hotel-rejection-forfeit-not-allowed = スペース{ $space }のダイスはアクションを実行できるため、アクションを無視することはできません

## Board picture

# The picture's accessible name: the game, the version drawn and the status sentence.
grand_austria_hotel-picture-title = { $game }、{ $version }：{ $status }
# The first sentence of the picture's description.
grand_austria_hotel-picture-description = { $game }の各プレイヤーのシート（{ $version }）。
# The dice on the action board; $spaces lists grand_austria_hotel-dice-on-space.
grand_austria_hotel-picture-dice = サイコロ：{ $spaces }。
grand_austria_hotel-picture-no-dice = アクションボードにサイコロはありません。
# One player's sheet in the description; $seat is the player's label.
grand_austria_hotel-picture-player-summary = { $seat }：{ $krone }クローネ、ローン{ $loans }回、占有した部屋{ $occupied }室、準備した部屋{ $prepared }室、スタッフ{ $staff }人、現在{ $points }点。
# Status sentences; $seats names the awaited players.
grand_austria_hotel-picture-status-faces = { $seats } がボードの面を選ぶのを待っています。
# $task is one of the grand_austria_hotel-picture-task messages.
grand_austria_hotel-picture-status-turn = ラウンド{ $round }/{ $rounds }：{ $seats } が{ $task }番です（このラウンドの{ $turns }ターン中{ $pass }ターン目）。
grand_austria_hotel-picture-task-die = ダイスを取る
grand_austria_hotel-picture-task-finish = 手番を終える
grand_austria_hotel-picture-task-effects = 効果を実行する
grand_austria_hotel-picture-status-won = ゲーム終了：{ $seats } が{ $points }点で勝ちました。
grand_austria_hotel-picture-status-stopped = ゲーム終了：ゲームは中止されました。
grand_austria_hotel-picture-action-board = アクションボード
grand_austria_hotel-picture-active-track = このラウンドの皇帝は{ $track }トラック
grand_austria_hotel-picture-action-prepare-or-occupy = 部屋の準備か占有
grand_austria_hotel-picture-action-emperor-or-krone = 皇帝またはクローネ
grand_austria_hotel-picture-action-copy = アクションのコピー
# Under the copy space: what copying costs.
grand_austria_hotel-picture-copy-fee = 費用{ $krone }クローネ
# The tooltip of an action space.
grand_austria_hotel-picture-space = スペース{ $space }：{ $action }、ダイス{ $count }個
grand_austria_hotel-picture-dice-count = ダイス{ $count }個
grand_austria_hotel-picture-sheet-player = { $name } ・ { $position }
grand_austria_hotel-picture-sheet-player-you = { $name } ・ { $position } ・ あなた
# The player's place in the playing order (positions 1 to 4).
grand_austria_hotel-picture-position = { $position }番手
grand_austria_hotel-picture-points-so-far = 現在{ $points }点
# Under the player's name: the sides played ($hotel, $staff: H5, S3), krone and loans.
grand_austria_hotel-picture-sheet-sides = ホテルボード：{ $hotel } ・ スタッフボード：{ $staff } ・ { $krone }クローネ ・ ローン{ $loans }回
grand_austria_hotel-picture-face-not-chosen = 面は未選択
grand_austria_hotel-picture-hotel-not-chosen = ホテルボードの面はまだ選ばれていません
# The label of a floor, left of its rooms.
grand_austria_hotel-picture-floor = { $floor }階
# The initials printed in the corner of a room of each colour, as the legend explains them.
grand_austria_hotel-picture-initial-blue = 青
grand_austria_hotel-picture-initial-red = 赤
grand_austria_hotel-picture-initial-yellow = 黄
grand_austria_hotel-picture-legend = ● 占有済み ・ ○ 準備済み（点線） ・ 空白：空室 ・ 青/赤/黄：色 ・ 灰色の帯：階段
grand_austria_hotel-picture-room-occupied = 占有済み
grand_austria_hotel-picture-room-prepared = 準備済み
grand_austria_hotel-picture-room-empty = 空室
# The tooltip of a room: $room is grand_austria_hotel-room, $group the printed group (H5-G3).
grand_austria_hotel-picture-room-title = { $room }：{ $color }、グループ{ $group }、{ $state }
grand_austria_hotel-picture-room-title-completed = { $room }：{ $color }、グループ{ $group }（満室）、{ $state }
grand_austria_hotel-picture-emperor-tracks = 皇帝トラック
# The name of an emperor track, left of its spaces.
grand_austria_hotel-picture-track = { $track }トラック
# Right of a track: the spaces checked ($progress, e.g. 5/7) and what it scored.
grand_austria_hotel-picture-track-notes = { $progress }（{ $notes }）
grand_austria_hotel-picture-track-penalty = マイナス{ $points }点
grand_austria_hotel-picture-track-first = 最初に完了 +{ $points }点
# Emperor steps beyond the bottom track.
grand_austria_hotel-picture-overflow = 点シンボル +{ $steps }
# The rows and columns the player fully occupied first.
grand_austria_hotel-picture-first-to-fill = 最初に満室：{ $lines }
grand_austria_hotel-picture-staff = スタッフ
# The tooltip of a staff slot: $code is the printed staff card (T12), $staff what it does.
grand_austria_hotel-picture-staff-slot = スロット{ $slot }、{ $code }（{ $cost }クローネ）、{ $state }：{ $staff }
grand_austria_hotel-picture-hired = 雇用済み
grand_austria_hotel-picture-not-hired = 未雇用
grand_austria_hotel-picture-krone = { $krone }クローネ

## The options of a new game
grand_austria_hotel-option-choose-faces = ボードの面の選択
grand_austria_hotel-option-choose-faces-help = オンにすると、各プレイヤーは配られたホテルボードとスタッフボードをA面・B面のどちらで使うかを第1ラウンドの前に自分で選びます。オフではコイントスで面が決まります。既定：オフ。
grand_austria_hotel-option-forfeit-policy = アクションを無視できる条件
grand_austria_hotel-option-forfeit-policy-help = ダイスを取ってアクションを無視し、1クローネを得られる条件です。そのスペースのどのアクションも手持ちのクローネで実行できないときのみか、Board Game Arenaと同じくいつでもかを選びます。既定：実行できないときのみ。
grand_austria_hotel-choice-forfeit-policy-only-if-unable = 実行できないときのみ
grand_austria_hotel-choice-forfeit-policy-any-time = いつでも
grand_austria_hotel-option-start-player = スタートプレイヤー
grand_austria_hotel-option-start-player-help = スタートマーカーを受け取るプレイヤーを参加順で指定します。最初に参加したプレイヤーが0で、最大はプレイヤー数−1（3まで）です。空欄ならランダムに決まります（既定）。
grand_austria_hotel-option-starting-krone = 開始時のクローネ
grand_austria_hotel-option-starting-krone-help = 各プレイヤーが最初に持つクローネで、番手（1番手＝スタートプレイヤー）によって決まります。7＋番手（8、9、10、11クローネ）か、Board Game Arenaと同じく6＋番手（7、8、9、10クローネ）です。既定：8～11クローネ。
grand_austria_hotel-choice-starting-krone-seed = 8～11クローネ（標準）
grand_austria_hotel-choice-starting-krone-bga = 7～10クローネ（Board Game Arena）
grand_austria_hotel-option-turn-timeout-seconds = 手番の制限時間
grand_austria_hotel-option-turn-timeout-seconds-help = 各手番または面の選択にプレイヤーが使える秒数（1～31,622,400）です。時間切れになると、サーバーが代わりにダイスのアクションを無視して1クローネを得るか、残りの効果をスキップするか、コイントスで面を決めます。空欄なら制限時間なし（既定）。
grand_austria_hotel-bot-greedy = 自分の数手先のコマンドまで見通して、いま得られる点・クローネ・皇帝トラックの前進が最も大きくなるダイスを取り、ほかにできることがないときだけローンを受けます。
