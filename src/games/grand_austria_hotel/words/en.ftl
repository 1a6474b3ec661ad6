### Grand Austria Hotel: Let's Roll, in English.

## The game's title

grand_austria_hotel-title = Grand Austria Hotel: Let's Roll

## Terms: room colours, actions, emperor tracks, discounts.

grand_austria_hotel-room-blue = blue
grand_austria_hotel-room-red = red
grand_austria_hotel-room-yellow = yellow
grand_austria_hotel-room-any = any colour
grand_austria_hotel-room = room { $room } (floor { $floor })

grand_austria_hotel-action-prepare = prepare rooms
grand_austria_hotel-action-occupy = occupy a room
grand_austria_hotel-action-emperor = emperor
grand_austria_hotel-action-krone = krone
grand_austria_hotel-action-hire = hire staff

grand_austria_hotel-track-top = top
grand_austria_hotel-track-middle = middle
grand_austria_hotel-track-bottom = bottom

grand_austria_hotel-discount-free = free
grand_austria_hotel-discount-amount = { $amount } krone off
grand_austria_hotel-discount-none = full price

grand_austria_hotel-row-left = the row left of the stairs on floor { $floor }
grand_austria_hotel-row-right = the row right of the stairs on floor { $floor }
grand_austria_hotel-row-code = row { $id }
grand_austria_hotel-column = column { $column }
grand_austria_hotel-column-code = column { $id }

## Why krone moved.

grand_austria_hotel-reason-action = krone action
grand_austria_hotel-reason-copy-fee = copy fee
grand_austria_hotel-reason-room-bonus = room bonus
grand_austria_hotel-reason-group-bonus = group bonus
grand_austria_hotel-reason-emperor-bonus = track bonus
grand_austria_hotel-reason-staff = staff
grand_austria_hotel-reason-loan = loan
grand_austria_hotel-reason-forfeit = ignored action
grand_austria_hotel-reason-prepare = preparing a room
grand_austria_hotel-reason-occupy = occupying a room
grand_austria_hotel-reason-hire = hiring staff

## Staff, by what the card does.

grand_austria_hotel-staff-t1 = +1 krone and 1 emperor step with every die from space 2
grand_austria_hotel-staff-t2 = gains 1 krone instead of paying the copy fee
grand_austria_hotel-staff-t3 = prepares up to 2 red rooms for free
grand_austria_hotel-staff-t4 = occupies a yellow room for free
grand_austria_hotel-staff-t5 = 2 points per occupied blue room
grand_austria_hotel-staff-t6 = 2 points per occupied room on floors 3 and 4
grand_austria_hotel-staff-t7 = +2 krone with every die from space 1
grand_austria_hotel-staff-t8 = red rooms are always prepared for free
grand_austria_hotel-staff-t9 = 3 emperor steps
grand_austria_hotel-staff-t10 = prepares a room and occupies a room, both for free
grand_austria_hotel-staff-t11 = 2 points per occupied yellow room
grand_austria_hotel-staff-t12 = 4 points per full row left of the stairs, 3 per full row right of them
grand_austria_hotel-staff-t13 = +1 strength and 1 emperor step with every die from space 3
grand_austria_hotel-staff-t14 = prepares up to 2 yellow rooms for free
grand_austria_hotel-staff-t15 = occupies a blue room for free
grand_austria_hotel-staff-t16 = 5 points per full column
grand_austria_hotel-staff-t17 = 2 points per hired staff member
grand_austria_hotel-staff-t18 = +2 strength with every die from space 5
grand_austria_hotel-staff-t19 = blue rooms are always prepared for free
grand_austria_hotel-staff-t20 = 2 emperor steps and a room prepared for free
grand_austria_hotel-staff-t21 = occupies a red room for free
grand_austria_hotel-staff-t22 = 3 points per set of a blue, a red and a yellow occupied room
grand_austria_hotel-staff-t23 = 2 points per fully occupied group
grand_austria_hotel-staff-t24 = yellow rooms are always prepared for free
grand_austria_hotel-staff-t25 = prepares up to 2 blue rooms for free
grand_austria_hotel-staff-t26 = 2 points per occupied red room
grand_austria_hotel-staff-t27 = +1 krone and 1 emperor step with every die from space 4
grand_austria_hotel-staff-code = staff { $id }

## Pending effects.

grand_austria_hotel-effect-prepare = { $rooms ->
    [one] prepare a room
   *[other] prepare up to { $rooms } rooms
  } ({ $color }, { $discount })
grand_austria_hotel-effect-occupy = occupy a room ({ $color }, { $discount })
grand_austria_hotel-effect-hire = hire a staff member ({ $discount })
grand_austria_hotel-effect-gain-krone = gain { $krone } krone
grand_austria_hotel-effect-gain-emperor = { $steps ->
    [one] gain 1 emperor step
   *[other] gain { $steps } emperor steps
  }
grand_austria_hotel-effect-gain-both = { $steps ->
    [one] gain { $krone } krone and 1 emperor step
   *[other] gain { $krone } krone and { $steps } emperor steps
  }

grand_austria_hotel-source-main = the die from space { $space }
grand_austria_hotel-source-room = the room bonus of { $room }
grand_austria_hotel-source-group = a group bonus
grand_austria_hotel-source-emperor = the bonus of space { $space } of the { $track } emperor track
grand_austria_hotel-source-staff = the staff member ({ $staff })

## Items of lists.

grand_austria_hotel-order-item = { $position }. { $seat }
grand_austria_hotel-board-deal = { $seat } gets hotel board { $hotel } and staff board { $staff }
grand_austria_hotel-board-deal-sides = { $seat } gets hotel side { $hotel } and staff side { $staff }
grand_austria_hotel-dice-on-space = { $count } on space { $space }
grand_austria_hotel-check-penalty = { $seat } at { $position } of { $threshold }, loses { $penalty } points
grand_austria_hotel-check-safe = { $seat } safe at { $position }
grand_austria_hotel-standing = { $seat } ({ $points ->
    [one] 1 point
   *[other] { $points } points
  })

## Events.

grand_austria_hotel-game-created = A game of Grand Austria Hotel: Let's Roll for { $count } players is set up.
grand_austria_hotel-start-player-chosen = { $seat } is the start player. Playing order: { $order }.
grand_austria_hotel-boards-assigned = Boards dealt: { $deals }.
grand_austria_hotel-faces-chosen = { $seat } plays hotel side { $hotel } and staff side { $staff }.
grand_austria_hotel-starting-krone = { $seat } starts with { $krone } krone.
grand_austria_hotel-round-started = Round { $round } begins with { $seat }; emperor steps go to the { $track } track.
grand_austria_hotel-dice-rolled = The { $total } dice of round { $round } are rolled: { $spaces }.
grand_austria_hotel-turn-started = { $seat }'s { $pass ->
    [1] first
   *[other] second
  } turn of round { $round }.
grand_austria_hotel-turn-ended = { $seat } ends the turn.
grand_austria_hotel-loan-taken = { $seat } takes { $number ->
    [1] a first
    [2] a second
   *[other] a third
  } loan: { $krone } krone now, { $penalty } points lost at the end.
grand_austria_hotel-die-taken = { $seat } takes a die from space { $space }: { $action }, strength { $strength }.
grand_austria_hotel-die-taken-copy = { $seat } takes a die from space { $space } and copies space { $copied }: { $action }, strength { $strength }.
grand_austria_hotel-die-forfeited = { $seat } takes a die from space { $space } and ignores its action.
grand_austria_hotel-die-discarded = { $seat }'s die from space { $space } is set aside without its action.
grand_austria_hotel-krone-gained = { $seat } gains { $amount } krone ({ $reason }).
grand_austria_hotel-krone-paid = { $seat } pays { $amount } krone ({ $reason }).
grand_austria_hotel-effects-queued = From { $source }: { $effects }.
grand_austria_hotel-effects-queued-in-order = From { $source }, in this order: { $effects }.
grand_austria_hotel-effects-queued-none = No effects to resolve.
grand_austria_hotel-effect-resolved = An effect is carried out.
grand_austria_hotel-effect-resolved-remaining = A room is prepared; { $rooms ->
    [one] 1 more room
   *[other] { $rooms } more rooms
  } may still be prepared.
grand_austria_hotel-effect-skipped = An effect is skipped.
grand_austria_hotel-room-prepared = { $seat } prepares { $room } { $cost ->
    [0] for free
   *[other] for { $cost } krone
  }.
grand_austria_hotel-room-occupied = { $seat } occupies { $room } { $cost ->
    [0] for free
   *[other] for { $cost } krone
  }.
grand_austria_hotel-line-claimed = { $seat } is the first to fully occupy { $line }: { $points } points at the end.
grand_austria_hotel-line-completed-unclaimed = { $seat } fully occupies { $line }, but { $claimer } was first: no points.
grand_austria_hotel-group-completed = { $seat } fully occupies a { $color } group of { $size } rooms.
grand_austria_hotel-blue-points-recorded = { $seat } records { $points } points for the blue group of { $size } rooms.
grand_austria_hotel-blue-points-recorded-group = { $seat } records { $points } points for a blue group.
grand_austria_hotel-emperor-advanced = { $seat } moves { $steps ->
    [one] 1 step
   *[other] { $steps } steps
  } on the emperor tracks.
grand_austria_hotel-emperor-advanced-wasted = { $seat } moves { $steps ->
    [one] 1 step
   *[other] { $steps } steps
  } on the emperor tracks; { $wasted } beyond the last point are lost.
grand_austria_hotel-emperor-track-first-finished = { $seat } is the first to finish the { $track } emperor track: { $points } points at the end.
grand_austria_hotel-emperor-bonus-reached = { $seat } reaches space { $space } of the { $track } emperor track and takes its bonus.
grand_austria_hotel-staff-hired = { $seat } hires the staff member of slot { $slot } for { $cost } krone: { $staff }.
grand_austria_hotel-round-ended = Round { $round } is over; { $left ->
    [one] 1 die was
   *[other] { $left } dice were
  } left.
grand_austria_hotel-emperor-checked = Emperor check after round { $round } on the { $track } track: { $results }.
grand_austria_hotel-start-marker-passed = { $from } passes the start marker to { $to }.
grand_austria_hotel-final-scored = { $seat } scores { $total } points: staff { $staff }, blue groups { $blue }, rooms { $rooms }, emperor { $emperor }, krone { $money }, rows and columns { $lines }, loans { $loans }.
grand_austria_hotel-game-ended = The game is over. Standings: { $standings }.
grand_austria_hotel-game-ended-winner = The game is over: { $winner } wins. Standings: { $standings }.
grand_austria_hotel-game-ended-tie = The game is over: { $winners } share the win. Standings: { $standings }.
grand_austria_hotel-timed-out = { $seat } ran out of time.
grand_austria_hotel-player-resigned = { $seat } resigns; the game stops unscored.

## Text commands: words, placeholders and what each form does.

grand_austria_hotel-cmd-take = take
grand_austria_hotel-cmd-copy = copy
grand_austria_hotel-cmd-prepare = prepare
grand_austria_hotel-cmd-occupy = occupy
grand_austria_hotel-cmd-hire = hire
grand_austria_hotel-cmd-nothing = nothing
grand_austria_hotel-cmd-resolve = resolve
grand_austria_hotel-cmd-use = use
grand_austria_hotel-cmd-skip = skip
grand_austria_hotel-cmd-forfeit = forfeit
grand_austria_hotel-cmd-loan = loan
grand_austria_hotel-cmd-borrow = borrow
grand_austria_hotel-cmd-faces = faces
grand_austria_hotel-cmd-timeout = timeout
grand_austria_hotel-cmd-resign = resign

grand_austria_hotel-text-space = space
grand_austria_hotel-text-space-value = a space from 1 to 6
grand_austria_hotel-text-action = action
grand_austria_hotel-text-room = room
grand_austria_hotel-text-slot = slot
grand_austria_hotel-text-effect = effect
grand_austria_hotel-text-effect-value = an effect such as fx-3
grand_austria_hotel-text-hotel-face = hotel side
grand_austria_hotel-text-staff-face = staff side
grand_austria_hotel-text-face-value = side A or B

grand_austria_hotel-help-take = Take a die from a space (on space 3 choose prepare or occupy, on space 4 emperor or krone); rooms to prepare, a room to occupy or a staff slot after it carry out the action at once.
grand_austria_hotel-help-take-copy = Take a die from space 6 and copy the action of space 1 to 5, with its choice on space 3 or 4.
grand_austria_hotel-help-resolve = Carry out a pending effect: prepare rooms, occupy a room, hire the staff member of a slot, or take a gain.
grand_austria_hotel-help-skip = Give up a pending effect.
grand_austria_hotel-help-forfeit = Take a die from a space, ignore its action and gain 1 krone.
grand_austria_hotel-help-loan = Take a loan of 2 krone.
grand_austria_hotel-help-faces = Choose the sides of your hotel board and staff board.
grand_austria_hotel-help-resign = Leave the game; it stops unscored.

## Rejections: why a command is refused

grand_austria_hotel-status-setup = the game is being set up
grand_austria_hotel-status-choosing-faces = the board sides are being chosen
grand_austria_hotel-status-in-progress = the game is under way
grand_austria_hotel-status-finished = the game is over
grand_austria_hotel-status-abandoned = the game was abandoned
grand_austria_hotel-field-mode = a choice between its two actions (mode)
grand_austria_hotel-field-copy = the action to copy (copy)
grand_austria_hotel-field-copy-mode = a choice between the two actions of the copied space (copy.mode)
grand_austria_hotel-mode-code = mode { $mode }
grand_austria_hotel-effect-kind-gain = gain

grand_austria_hotel-rejection-wrong-phase = this command cannot be sent now ({ $status }); { $count ->
    [0] no command can be sent
   *[other] you may send { $allowed }
  }
grand_austria_hotel-rejection-die-already-taken = you have already taken or forfeited a die this turn
grand_austria_hotel-rejection-space-empty = no die lies on space { $space }
grand_austria_hotel-rejection-mode-required = a die from space { $space } needs { $field }
grand_austria_hotel-rejection-invalid-mode = { $mode } is not a choice for the action of space { $action }: { $count ->
    [0] it takes no choice
   *[other] choose one of { $allowed }
  }
grand_austria_hotel-rejection-invalid-copy-target = space { $action } cannot be copied: only a die from space 6 copies, and only the action of a space from 1 to 5
grand_austria_hotel-rejection-action-impossible = the action “{ $action }” cannot be carried out now: take the die and ignore its action instead
grand_austria_hotel-rejection-insufficient-krone = this costs { $required } krone, but you have only { $krone }; a loan may help
grand_austria_hotel-rejection-params-mismatch = { $effect ->
    [none] the die's action ({ $kind }) is a gain and takes no parameters
   *[other] the effect { $effect } ({ $kind }) { $expected ->
        [none] takes no parameters
       *[other] takes the field { $expected }
    }
  }
grand_austria_hotel-rejection-no-pending = no effect is waiting to be carried out
grand_austria_hotel-rejection-no-such-effect = no pending effect has the id { $effect }
grand_austria_hotel-rejection-effect-order = the effect { $effect } cannot be carried out yet: { $count ->
    [0] no effect can be carried out now
    [one] carry out { $actionable } first
   *[other] carry out one of { $actionable } first
  }
grand_austria_hotel-rejection-effect-not-skippable = the effect { $effect } is a gain and cannot be skipped
grand_austria_hotel-rejection-room-invalid = there is no room { $room }: rooms are numbered 1 to 28
grand_austria_hotel-rejection-no-rooms = name at least one room
grand_austria_hotel-rejection-too-many-rooms = you named { $count } rooms, but this effect may prepare { $remaining ->
    [0] no more
    [one] only 1 more
   *[other] only { $remaining } more
  }
grand_austria_hotel-rejection-duplicate-room = { $room } is named twice
grand_austria_hotel-rejection-room-not-empty = { $room } is already prepared or occupied
grand_austria_hotel-rejection-room-not-adjacent = { $room } is not next to a prepared or occupied room
grand_austria_hotel-rejection-room-not-prepared = { $room } cannot be occupied: it is not prepared, or already occupied
grand_austria_hotel-rejection-room-wrong-color = { $room } is { $color }, but this effect takes only { $required } rooms
grand_austria_hotel-rejection-staff-invalid = there is no staff slot { $slot }: slots are numbered 1 to 6
grand_austria_hotel-rejection-staff-already-hired = the staff member of slot { $slot } is already hired ({ $staff })
grand_austria_hotel-rejection-loan-limit = you have already taken { $loans } loans, the most allowed
grand_austria_hotel-rejection-forfeit-not-allowed = the die from space { $space } can be used, so its action cannot be ignored

## Board picture

# The picture's accessible name: the game, the version drawn and the status sentence.
grand_austria_hotel-picture-title = { $game }, { $version }: { $status }
# The first sentence of the picture's description.
grand_austria_hotel-picture-description = { $game } sheets at { $version }.
# The dice on the action board; $spaces lists grand_austria_hotel-dice-on-space.
grand_austria_hotel-picture-dice = Dice: { $spaces }.
grand_austria_hotel-picture-no-dice = No dice on the action board.
# One player's sheet in the description; $seat is the player's label.
grand_austria_hotel-picture-player-summary = { $seat }: { $krone } krone, { $loans ->
    [one] 1 loan
   *[other] { $loans } loans
  }, { $occupied ->
    [one] 1 room
   *[other] { $occupied } rooms
  } occupied and { $prepared } prepared, { $staff ->
    [one] 1 staff member
   *[other] { $staff } staff members
  }, { $points } points so far.

# Status sentences; $seats names the awaited players.
grand_austria_hotel-picture-status-faces = Waiting for { $seats } to choose the faces of their boards.
# $task is one of the grand_austria_hotel-picture-task messages.
grand_austria_hotel-picture-status-turn = Round { $round } of { $rounds }: { $seats } { $task } (their turn { $pass } of { $turns } this round).
grand_austria_hotel-picture-task-die = to take a die
grand_austria_hotel-picture-task-finish = to finish the turn
grand_austria_hotel-picture-task-effects = to resolve effects
grand_austria_hotel-picture-status-won = Game over: { $seats } won with { $points ->
    [one] 1 point
   *[other] { $points } points
  }.
grand_austria_hotel-picture-status-stopped = Game over: the game was stopped.

grand_austria_hotel-picture-action-board = Action board
grand_austria_hotel-picture-active-track = Emperor steps go to the { $track } track this round
grand_austria_hotel-picture-action-prepare-or-occupy = prepare or occupy
grand_austria_hotel-picture-action-emperor-or-krone = emperor or krone
grand_austria_hotel-picture-action-copy = copy an action
# Under the copy space: what copying costs.
grand_austria_hotel-picture-copy-fee = costs { $krone } krone
# The tooltip of an action space.
grand_austria_hotel-picture-space = Space { $space }: { $action }, { $count ->
    [one] 1 die
   *[other] { $count } dice
  }
grand_austria_hotel-picture-dice-count = { $count ->
    [one] 1 die
   *[other] { $count } dice
  }

grand_austria_hotel-picture-sheet-player = { $name } · { $position }
grand_austria_hotel-picture-sheet-player-you = { $name } · { $position } · you
# The player's place in the playing order (positions 1 to 4).
grand_austria_hotel-picture-position = { $position ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $position }th
  } in order
grand_austria_hotel-picture-points-so-far = { $points } points so far
# Under the player's name: the sides played ($hotel, $staff: H5, S3), krone and loans.
grand_austria_hotel-picture-sheet-sides = Hotel { $hotel } · staff { $staff } · { $krone } krone · { $loans ->
    [one] 1 loan
   *[other] { $loans } loans
  }
grand_austria_hotel-picture-face-not-chosen = face not chosen yet
grand_austria_hotel-picture-hotel-not-chosen = The hotel side is not chosen yet
# The label of a floor, left of its rooms.
grand_austria_hotel-picture-floor = F{ $floor }
# The initials printed in the corner of a room of each colour, as the legend explains them.
grand_austria_hotel-picture-initial-blue = B
grand_austria_hotel-picture-initial-red = R
grand_austria_hotel-picture-initial-yellow = Y
grand_austria_hotel-picture-legend = ● occupied · ○ prepared (dashed) · blank: empty · B/R/Y: colour · grey strip: stairs
grand_austria_hotel-picture-room-occupied = occupied
grand_austria_hotel-picture-room-prepared = prepared
grand_austria_hotel-picture-room-empty = empty
# The tooltip of a room: $room is grand_austria_hotel-room, $group the printed group (H5-G3).
grand_austria_hotel-picture-room-title = { $room }: { $color }, group { $group }, { $state }
grand_austria_hotel-picture-room-title-completed = { $room }: { $color }, group { $group } (fully occupied), { $state }
grand_austria_hotel-picture-emperor-tracks = Emperor tracks
# The name of an emperor track, left of its spaces.
grand_austria_hotel-picture-track = { $track } track
# Right of a track: the spaces checked ($progress, e.g. 5/7) and what it scored.
grand_austria_hotel-picture-track-notes = { $progress } ({ $notes })
grand_austria_hotel-picture-track-penalty = −{ $points } points
grand_austria_hotel-picture-track-first = first: +{ $points }
# Emperor steps beyond the bottom track.
grand_austria_hotel-picture-overflow = +{ $steps } beyond
# The rows and columns the player fully occupied first.
grand_austria_hotel-picture-first-to-fill = First to fill: { $lines }
grand_austria_hotel-picture-staff = Staff
# The tooltip of a staff slot: $code is the printed staff card (T12), $staff what it does.
grand_austria_hotel-picture-staff-slot = Slot { $slot }, { $code } ({ $cost } krone), { $state }: { $staff }
grand_austria_hotel-picture-hired = hired
grand_austria_hotel-picture-not-hired = not hired
grand_austria_hotel-picture-krone = { $krone } krone

## The options of a new game
grand_austria_hotel-option-choose-faces = Players choose board sides
grand_austria_hotel-option-choose-faces-help = When on, each player picks side A or B of the hotel board and of the staff board dealt to them before the first round; when off, a coin flip decides each side. Default: off.
grand_austria_hotel-option-forfeit-policy = Ignoring a die's action
grand_austria_hotel-option-forfeit-policy-help = When a player may take a die, ignore its action and gain 1 krone: only when no action of that space can be carried out with the krone at hand, or at any time as on Board Game Arena. Default: only when unable to act.
grand_austria_hotel-choice-forfeit-policy-only-if-unable = Only when unable to act
grand_austria_hotel-choice-forfeit-policy-any-time = At any time
grand_austria_hotel-option-start-player = Start player
grand_austria_hotel-option-start-player-help = The player who takes the start marker, by joining order: 0 for the first player to join, up to the number of players minus 1 (at most 3). Empty means a random player, the default.
grand_austria_hotel-option-starting-krone = Starting krone
grand_austria_hotel-option-starting-krone-help = The krone each player starts with, by place in the playing order (1 = start player): 7 + place (8, 9, 10, 11 krone) or, as on Board Game Arena, 6 + place (7, 8, 9, 10 krone). Default: 8 to 11 krone.
grand_austria_hotel-choice-starting-krone-seed = 8–11 krone (standard)
grand_austria_hotel-choice-starting-krone-bga = 7–10 krone (Board Game Arena)
grand_austria_hotel-option-turn-timeout-seconds = Turn time limit
grand_austria_hotel-option-turn-timeout-seconds-help = Seconds a player has for each turn or choice of board sides, from 1 to 31,622,400; when time runs out, the server ignores a die's action for 1 krone, skips the remaining effects or flips a coin for the sides. Empty means no time limit, the default.
grand_austria_hotel-bot-greedy = Takes the die whose outcome, looking a few of its own commands ahead, gains the most points, krone and emperor progress now; borrows only when nothing else is possible.
