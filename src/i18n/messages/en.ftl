### The server's own words, shared by every game.

# Between the items of a list.
list-separator = {", "}
# Between the sentences of one log entry's summary.
sentence-separator = {" "}

game-abandoned = The game was abandoned.
game-abandoned-resigned = The game was abandoned: { $seat }, the last player, resigned.
game-abandoned-forfeited = The game was abandoned: { $seat }, the last player, ran out of time.

# A log entry of which the reader may see nothing.
entry-hidden = A move you may not see.
# A log entry whose events the reader may not see, by a known seat.
entry-quiet = { $seat } moved.

## Text commands: why a typed line is not a command.
text-unexpected = At word { $position } (“{ $found }”): expected { $expected }.
text-ended-early = The command ended too early: expected { $expected }.
text-ambiguous = “{ $found }” could be { $expected }: type more of it.
text-expected-word = “{ $word }”
text-expected-number = a number
text-expected-seat = a player's name
text-expected-end = the end of the command

## Problem documents: each problem's title (`problem-<code>`) and detail.
# A seat a detail names, by its number in the API.
problem-seat = seat { $seat }
problem-invalid-request = Invalid request
problem-invalid-request-detail = { $reason }
problem-unauthorized = Unauthorized
problem-unauthorized-detail = missing or invalid bearer token
problem-invalid-credentials = Invalid credentials
problem-invalid-credentials-detail = unknown username or wrong password
problem-username-taken = Username taken
problem-username-taken-detail = the username is taken
problem-game-not-found = Game not found
problem-game-not-found-detail = no game with this id
problem-not-found = Not found
problem-not-found-detail = no such resource
problem-method-not-allowed = Method not allowed
problem-method-not-allowed-detail = this resource accepts only { $methods }
problem-unknown-game-kind = Unknown game kind
problem-unknown-game-kind-detail = no such game kind: { $kind }
problem-not-a-player = Not a player
problem-not-a-player-detail = you hold no seat in this game
problem-left-game = Left the game
problem-left-game-detail = you left this game: the server plays your seat
problem-own-seat = Own seat
problem-own-seat-detail = you cannot mute your own seat
problem-vacation-allowance-exceeded = Vacation allowance exceeded
problem-vacation-allowance-exceeded-detail = the vacation needs { $needed ->
        [one] { $needed } day
       *[other] { $needed } days
    } and { $remaining ->
        [one] { $remaining } is
       *[other] { $remaining } are
    } left of this year's allowance
problem-not-creator = Not the creator
problem-not-creator-detail = only the game's creator may do this
problem-unknown-bot = Unknown bot
problem-unknown-bot-detail = { $kind } has no bot named `{ $name }`; it offers { $offered }
problem-game-not-open = Game not open
problem-game-not-open-detail = the game has already started or ended
problem-game-not-active = Game not active
problem-game-not-active-detail = the game is not running
problem-game-full = Game full
problem-game-full-detail = every seat is taken
problem-already-seated = Already seated
problem-already-seated-detail = you already hold a seat in this game
problem-not-enough-players = Not enough players
problem-not-enough-players-detail = { $reason }
problem-invalid-config = Invalid configuration
problem-invalid-config-detail = { $reason }
problem-stale-version = Stale version
problem-stale-version-detail = the move was made against version { $expected }, the game is at version { $current }
problem-game-over = Game over
problem-game-over-detail = the game is over
problem-not-your-turn = Not your turn
problem-not-your-turn-detail = the game is waiting for other seats
problem-rule = Move rejected by the rules
problem-unreadable-command = Unreadable command
problem-unreadable-command-detail = { $detail }
problem-version-not-found = Version not found
problem-version-not-found-detail = the game has no version { $version }: it is at version { $current }
problem-seat-not-found = Seat not found
problem-seat-not-found-detail = the game has no seat { $seat }
problem-view-not-allowed = View not allowed
problem-view-not-allowed-detail = another seat's view is shown only once the game is over
problem-unknown-template = Unknown template
problem-unknown-template-detail = `{ $template }` is not a template the caller may expand now
problem-expansion-too-large = Expansion too large
problem-expansion-too-large-detail = the expansion lists more than { $limit } commands; narrow it with { $narrow_with }
problem-idempotency-key-reused = Idempotency key reused
problem-idempotency-key-reused-detail = this Idempotency-Key was used with a different request
problem-payload-too-large = Payload too large
problem-payload-too-large-detail = the request body is larger than { $limit } bytes
problem-database-unavailable = Database unavailable
problem-database-unavailable-detail = the database is unavailable
problem-rate-limited = Too many requests
problem-rate-limited-detail = too many requests of this kind; try again in { $retry_after } s
problem-too-many-streams = Too many streams
problem-too-many-streams-detail = too many event streams are open ({ $scope ->
        [user] for your account
        [address] from your address
       *[server] on this server
    }: at most { $limit }); close one or try again in { $retry_after } s
problem-server-busy = Server busy
problem-server-busy-detail = the server is busy; try again shortly
problem-unsupported-media-type = Unsupported media type
problem-unsupported-media-type-detail = the request body must be JSON (`Content-Type: application/json`)
problem-body-timeout = Request body timeout
problem-body-timeout-detail = the request body did not arrive within { $seconds } s
problem-handler-timeout = Request timeout
problem-handler-timeout-detail = the server did not finish the request within { $seconds } s
problem-webhook-not-found = Webhook not found
problem-webhook-not-found-detail = no webhook endpoint of yours has this id
problem-delivery-not-found = Delivery not found
problem-delivery-not-found-detail = the webhook endpoint has no delivery with this id
problem-webhook-url-refused = Webhook URL refused
problem-webhook-url-refused-detail = the webhook URL is refused: { $reason }
problem-too-many-webhooks = Too many webhooks
problem-too-many-webhooks-detail = you have { $limit } webhook endpoints, the most allowed; delete one first
problem-email-not-configured = Email not configured
problem-email-not-configured-detail = this server sends no email (no SMTP server is configured)
problem-replies-not-configured = Replies by email not configured
problem-replies-not-configured-detail = this server takes no replies by email this way (see MAIL_DOMAIN and INBOUND_MAIL_TOKEN)
problem-unreadable-mail = Unreadable email
problem-unreadable-mail-detail = the body must be one email message (`Content-Type: message/rfc822`) within the size limit
problem-notifications-not-set = Notifications not set up
problem-notifications-not-set-detail = you have not set up email notifications
problem-invalid-link = Invalid link
problem-invalid-link-detail = the link is invalid or has expired
problem-invalid-refresh-token = Invalid refresh token
problem-invalid-refresh-token-detail = the refresh token is unknown, or its session has ended; sign in again
problem-refresh-token-reused = Refresh token already used
problem-refresh-token-reused-detail = this refresh token was already exchanged, so its session has been ended to protect the account; sign in again
problem-session-not-found = Session not found
problem-session-not-found-detail = you have no open session with this id
problem-invitation-not-found = Invitation not found
problem-invitation-not-found-detail = no invitation has this code
problem-invitation-revoked = Invitation revoked
problem-invitation-revoked-detail = the game's creator revoked this invitation
problem-invitation-expired = Invitation expired
problem-invitation-expired-detail = this invitation has expired
problem-invitation-used-up = Invitation used up
problem-invitation-used-up-detail = this invitation has admitted as many people as it was made for
problem-seat-unavailable = Seat unavailable
problem-seat-unavailable-detail = seat { $seat } is taken or kept for someone else
problem-bots-refused = Bots refused
problem-bots-refused-detail = this game takes no bots (a rated game takes no built-in players, a game that refuses bots no bot account either)
problem-unfinished-games = Unfinished games
problem-unfinished-games-detail = finish or leave your { $count ->
        [one] open or running game
       *[other] { $count } open or running games
    } before making this account a bot's
problem-bot-account-permanent = Bot account for good
problem-bot-account-permanent-detail = a bot's account stays a bot's
problem-user-not-found = User not found
problem-user-not-found-detail = no user has this name, or their profile is hidden
problem-standing-orders-unsupported = Standing orders unsupported
problem-standing-orders-unsupported-detail = { $kind } takes no standing orders
problem-invalid-standing-orders = Invalid standing orders
problem-invalid-standing-orders-detail = the standing orders are refused: { $reason }
problem-no-standing-orders = No standing orders
problem-no-standing-orders-detail = your seat has no standing orders in this game
problem-invalid-message = Invalid message
problem-invalid-message-detail = { $reason }
problem-internal-error = Internal error
problem-internal-error-detail = the server failed to handle the request

## Feed items: what each says to its recipient.
feed-your-turn = It is your turn in { $game } (version { $version }).
feed-game-started = { $game } has begun: you play seat { $seat }.
feed-game-won = { $game } is over: you won.
feed-game-finished = { $game } is over.
feed-game-abandoned = { $game } was abandoned.
feed-seat-taken = { $username } took seat { $seat } in { $game }: { $players } of { $seats } seats are taken.
feed-turn-reminder = Your move clock in { $game } runs out at { $deadline }.

## Emails.
email-greeting = Hello { $username },
email-confirm-asked = someone (hopefully you) asked to receive turn notifications of the hotel games server at this address. To confirm, open this link:
email-confirm-button = Confirm this address
email-confirm-ignore = Nothing is sent until you do. If it was not you, ignore this email.
email-confirm-subject = Confirm your email for turn notifications
email-turn-lead = it is your move in { $game }.
email-turn-subject = Your move: { $game } (move { $version })
email-digest-lead = { $count ->
        [one] 1 game awaits
       *[other] { $count } games await
    } your move.
email-digest-subject = Your daily digest: { $count ->
        [one] 1 game awaits
       *[other] { $count } games await
    } your move
email-awaited = Awaited at move { $version }: { $players }
email-deadline = Your move is due by { $time }.
email-nothing-since = Nothing happened since your last move.
email-since = Since your last move:
email-omitted = … { $count } earlier entries
email-your-moves = Your moves now (type one on the game page):
email-more-moves = … and { $count } more
email-move-forms = How moves are typed: { $url }
email-move-forms-link = How moves are typed
email-board = The board at move { $version }
email-play = Play: { $url }
email-open-game = Open the game
email-footer = You get these emails because you asked for turn notifications.
email-unsubscribe = Unsubscribe
# The title of a game in an email: its kind and the other players.
email-game-with = { $game } with { $others } and you
email-you = you
email-setup = setup
email-someone = someone

## The pages of the links in emails: a GET shows a button, the button's POST acts.
page-confirm-title = Confirm your address
page-confirm-text = Send turn notifications of the hotel games server to { $address }?
page-confirm-button = Confirm this address
page-confirmed-title = Address confirmed
page-confirmed-text = Turn notifications will be sent to { $address }.
page-unsubscribe-title = Unsubscribe
page-unsubscribe-text = Stop sending turn emails to you? You can set up email again at any time.
page-unsubscribe-button = Unsubscribe
page-unsubscribed-title = Unsubscribed
page-unsubscribed-text = No more turn emails are sent to you. Set up email again to subscribe anew.

## Board pictures: the words every game's picture shares.
# A seat nobody holds.
picture-seat = seat { $seat }
# A player named in a sentence of a picture.
picture-seat-label = { $name } (seat { $seat })
# Several seats in a sentence, joined by list-separator.
picture-seats = { $seats }
picture-nobody = nobody
picture-version = version { $version }
# At the top right of a player's picture.
picture-version-seen-by = { $version } · seen by { $seat }

## Bots: the player every kind has.
bot-random = Picks uniformly at random among every concrete legal move (never resigns).

# Playing by email: the words of a reply and the answers to it.
mail-command-help = help
mail-command-status = status
mail-command-say = say
mail-command-resign = resign
email-how-to-reply = To move, reply to this email (or write to { $address }): your move on the first line, several moves on several lines, carried out in order. A reply may also say { $help }, { $status }, { $say } followed by a message for the table, or { $resign }.
email-answer-accepted = your reply in { $game } was carried out:
email-answer-refused = your reply in { $game } was not carried out in full:
email-answer-no-commands = no command was found at the top of your reply in { $game }. Write your move on the first line of your reply, above the quoted email.
email-answer-not-from-player = a message to your reply address in { $game } came from { $sender }, not from your address, so nothing in it was carried out. If it was you, reply from the address these emails come to.
email-answer-address-replaced = you wrote to a reply address of { $game } that you replaced, so nothing in your message was carried out. Your reply address now is { $address }.
email-answer-rate-limited = you sent more than { $count } replies in an hour in { $game }; this one was not carried out. Please wait a little before replying again.
email-answer-game-over = You no longer play this game, or it is over.
email-line-played = played (move { $version })
email-line-said = posted to the table
email-line-resigned = you resigned
email-line-help = how to reply is explained below
email-line-status = the game as it is now is below
email-line-not-tried = not tried, since a line before it was refused
email-line-refused = refused: { $reason }
email-line-suggestions = Nearest moves: { $commands }
