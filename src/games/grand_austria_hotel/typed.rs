//! Text commands: each command as words, and read back from what a player typed (see
//! [`crate::engine::command_text`]). Spaces, actions, rooms and staff slots are numbers as on
//! the boards, effects their ids (`fx-3`) and board sides `A` or `B`:
//! `take 3 occupy`, `take 6 copy 1 prepare 12 13`, `resolve fx-4 hire 2`, `faces A B`.

use crate::engine::command_text::{Expected, GrammarRule, Phrase, Reader, TextError, Token};

use super::command::{Copy, Face, GrandAustriaHotelCommand as C, Mode, Params, Space};

const TAKE: &str = "grand_austria_hotel-cmd-take";
const COPY: &str = "grand_austria_hotel-cmd-copy";
const PREPARE: &str = "grand_austria_hotel-cmd-prepare";
const OCCUPY: &str = "grand_austria_hotel-cmd-occupy";
const EMPEROR: &str = "grand_austria_hotel-action-emperor";
const KRONE: &str = "grand_austria_hotel-action-krone";
const HIRE: &str = "grand_austria_hotel-cmd-hire";
const NOTHING: &str = "grand_austria_hotel-cmd-nothing";
const RESOLVE: &str = "grand_austria_hotel-cmd-resolve";
const USE: &str = "grand_austria_hotel-cmd-use";
const SKIP: &str = "grand_austria_hotel-cmd-skip";
const FORFEIT: &str = "grand_austria_hotel-cmd-forfeit";
const LOAN: &str = "grand_austria_hotel-cmd-loan";
const BORROW: &str = "grand_austria_hotel-cmd-borrow";
const FACES: &str = "grand_austria_hotel-cmd-faces";
const TIMEOUT: &str = "grand_austria_hotel-cmd-timeout";
const RESIGN: &str = "grand_austria_hotel-cmd-resign";

const SPACE_VALUE: &str = "grand_austria_hotel-text-space-value";
const EFFECT_VALUE: &str = "grand_austria_hotel-text-effect-value";
const FACE_VALUE: &str = "grand_austria_hotel-text-face-value";

/// The words that begin a command.
const VERBS: &[&str] = &[
    TAKE, RESOLVE, USE, SKIP, FORFEIT, LOAN, BORROW, FACES, RESIGN, TIMEOUT,
];

/// The options of space 3 and 4, in the order of [`Mode`].
const MODES: &[&str] = &[PREPARE, OCCUPY, EMPEROR, KRONE];

/// The forms of the text commands.
pub const GRAMMAR: &[GrammarRule] = &[
    GrammarRule {
        command: "take_die",
        pattern: "{grand_austria_hotel-cmd-take} <grand_austria_hotel-text-space> \
            [{grand_austria_hotel-cmd-prepare}|{grand_austria_hotel-cmd-occupy}|\
            {grand_austria_hotel-action-emperor}|{grand_austria_hotel-action-krone}] \
            [{grand_austria_hotel-cmd-prepare} <grand_austria_hotel-text-room>…|\
            {grand_austria_hotel-cmd-occupy} <grand_austria_hotel-text-room>|\
            {grand_austria_hotel-cmd-hire} <grand_austria_hotel-text-slot>]",
        help: "grand_austria_hotel-help-take",
    },
    GrammarRule {
        command: "take_die",
        pattern: "{grand_austria_hotel-cmd-take} <grand_austria_hotel-text-space> \
            {grand_austria_hotel-cmd-copy} <grand_austria_hotel-text-action> \
            [{grand_austria_hotel-cmd-prepare}|{grand_austria_hotel-cmd-occupy}|\
            {grand_austria_hotel-action-emperor}|{grand_austria_hotel-action-krone}] \
            [{grand_austria_hotel-cmd-prepare} <grand_austria_hotel-text-room>…|\
            {grand_austria_hotel-cmd-occupy} <grand_austria_hotel-text-room>|\
            {grand_austria_hotel-cmd-hire} <grand_austria_hotel-text-slot>]",
        help: "grand_austria_hotel-help-take-copy",
    },
    GrammarRule {
        command: "resolve_effect",
        pattern: "{grand_austria_hotel-cmd-resolve}|{grand_austria_hotel-cmd-use} \
            <grand_austria_hotel-text-effect> \
            [{grand_austria_hotel-cmd-prepare} <grand_austria_hotel-text-room>…|\
            {grand_austria_hotel-cmd-occupy} <grand_austria_hotel-text-room>|\
            {grand_austria_hotel-cmd-hire} <grand_austria_hotel-text-slot>]",
        help: "grand_austria_hotel-help-resolve",
    },
    GrammarRule {
        command: "skip_effect",
        pattern: "{grand_austria_hotel-cmd-skip} <grand_austria_hotel-text-effect>",
        help: "grand_austria_hotel-help-skip",
    },
    GrammarRule {
        command: "forfeit_die",
        pattern: "{grand_austria_hotel-cmd-forfeit} <grand_austria_hotel-text-space>",
        help: "grand_austria_hotel-help-forfeit",
    },
    GrammarRule {
        command: "take_loan",
        pattern: "{grand_austria_hotel-cmd-loan}|{grand_austria_hotel-cmd-borrow}",
        help: "grand_austria_hotel-help-loan",
    },
    GrammarRule {
        command: "choose_faces",
        pattern: "{grand_austria_hotel-cmd-faces} <grand_austria_hotel-text-hotel-face> \
            <grand_austria_hotel-text-staff-face>",
        help: "grand_austria_hotel-help-faces",
    },
    GrammarRule {
        command: "resign",
        pattern: "{grand_austria_hotel-cmd-resign}",
        help: "grand_austria_hotel-help-resign",
    },
];

/// A command as words.
pub fn phrase(command: &C) -> Phrase {
    match command {
        C::TakeDie {
            space,
            mode,
            copy,
            main,
        } => {
            let mut phrase = Phrase::new(TAKE)
                .number(space.get())
                .then(mode_words(*mode));
            if let Some(copy) = copy {
                phrase = phrase
                    .word(COPY)
                    .number(copy.action)
                    .then(mode_words(copy.mode));
            }
            phrase.then(params_words(main.as_ref()))
        }
        C::ResolveEffect { effect_id, params } => Phrase::new(RESOLVE)
            .name(effect_id.as_str())
            .then(params_words(params.as_ref())),
        C::SkipEffect { effect_id } => Phrase::new(SKIP).name(effect_id.as_str()),
        C::ForfeitDie { space } => Phrase::new(FORFEIT).number(space.get()),
        C::TakeLoan {} => Phrase::new(LOAN),
        C::ChooseFaces {
            hotel_face,
            staff_face,
        } => Phrase::new(FACES)
            .name(hotel_face.name())
            .name(staff_face.name()),
        C::Timeout {} => Phrase::new(TIMEOUT),
        C::Resign {} => Phrase::new(RESIGN),
    }
}

/// The word of a mode, if any.
fn mode_words(mode: Option<Mode>) -> Phrase {
    let word = mode.map(|mode| match mode {
        Mode::Prepare => PREPARE,
        Mode::Occupy => OCCUPY,
        Mode::Emperor => EMPEROR,
        Mode::Krone => KRONE,
    });
    Phrase(word.map(Token::Word).into_iter().collect())
}

/// Parameters as words: `prepare 12 13`, `occupy 7`, `hire 2`; `nothing` when given empty.
fn params_words(params: Option<&Params>) -> Phrase {
    let Some(params) = params else {
        return Phrase::default();
    };
    if params.is_empty() {
        return Phrase::new(NOTHING);
    }
    let mut phrase = Phrase::default();
    if let Some(rooms) = &params.rooms {
        phrase = phrase.word(PREPARE);
        for &room in rooms {
            phrase = phrase.number(room);
        }
    }
    if let Some(room) = params.room {
        phrase = phrase.word(OCCUPY).number(room);
    }
    if let Some(slot) = params.slot {
        phrase = phrase.word(HIRE).number(slot);
    }
    phrase
}

/// Reads a command from a player's text.
pub fn read(reader: &mut Reader) -> Result<C, TextError> {
    match reader.word(VERBS)? {
        TAKE => read_take(reader),
        RESOLVE | USE => {
            let effect_id = read_effect(reader)?;
            let params = read_params(reader, Params::default(), &[])?;
            Ok(C::ResolveEffect { effect_id, params })
        }
        SKIP => Ok(C::SkipEffect {
            effect_id: read_effect(reader)?,
        }),
        FORFEIT => Ok(C::ForfeitDie {
            space: read_space(reader)?,
        }),
        LOAN | BORROW => Ok(C::TakeLoan {}),
        FACES => Ok(C::ChooseFaces {
            hotel_face: read_face(reader)?,
            staff_face: read_face(reader)?,
        }),
        TIMEOUT => Ok(C::Timeout {}),
        _ => Ok(C::Resign {}),
    }
}

/// `take <space> [mode] [copy <action> [mode]] [params]`, after `take`.
fn read_take(reader: &mut Reader) -> Result<C, TextError> {
    let space = read_space(reader)?;
    let mut main = Params::default();
    let mode = read_mode(reader, &mut main)?;
    let mut copy = None;
    if main.is_empty() && reader.try_word(&[COPY]).is_some() {
        let action = reader.number()?;
        let copied = read_mode(reader, &mut main)?;
        copy = Some(Copy {
            action,
            mode: copied,
        });
    }
    let mut also = Vec::new();
    if main.is_empty() {
        match copy {
            None if mode.is_none() => also.extend_from_slice(&[COPY, EMPEROR, KRONE]),
            None => also.push(COPY),
            Some(Copy { mode: None, .. }) => also.extend_from_slice(&[EMPEROR, KRONE]),
            Some(_) => {}
        }
    }
    Ok(C::TakeDie {
        space,
        mode,
        copy,
        main: read_params(reader, main, &also)?,
    })
}

/// A mode word, unless the word is `prepare` or `occupy` followed by a number: then it begins
/// the parameters, which are read into `params`.
fn read_mode(reader: &mut Reader, params: &mut Params) -> Result<Option<Mode>, TextError> {
    let Some(word) = reader.try_word(MODES) else {
        return Ok(None);
    };
    if matches!(word, PREPARE | OCCUPY)
        && let Some(number) = reader.try_number()
    {
        read_field(reader, params, word, Some(number))?;
        return Ok(None);
    }
    Ok(Some(match word {
        PREPARE => Mode::Prepare,
        OCCUPY => Mode::Occupy,
        EMPEROR => Mode::Emperor,
        _ => Mode::Krone,
    }))
}

/// The parameters after a die or an effect (some fields may be read already): `None` when
/// there are none, `nothing` for empty ones; each field at most once, in any order. `also`
/// are the words that could have come before them, for the error.
fn read_params(
    reader: &mut Reader,
    mut params: Params,
    also: &[&'static str],
) -> Result<Option<Params>, TextError> {
    let fresh = params.is_empty();
    if fresh && reader.try_word(&[NOTHING]).is_some() {
        return Ok(Some(params));
    }
    let mut any = !fresh;
    while !reader.is_done() {
        let open = open_fields(&params);
        let Some(word) = reader.try_word(&open) else {
            let mut expected: Vec<&'static str> = if any { Vec::new() } else { also.to_vec() };
            expected.extend(open);
            if !any {
                expected.push(NOTHING);
            }
            let mut expected: Vec<Expected> = expected.into_iter().map(Expected::Word).collect();
            expected.push(Expected::End);
            return Err(reader.expected(expected));
        };
        read_field(reader, &mut params, word, None)?;
        any = true;
    }
    Ok(any.then_some(params))
}

/// The parameter words not given yet.
fn open_fields(params: &Params) -> Vec<&'static str> {
    [
        (PREPARE, params.rooms.is_none()),
        (OCCUPY, params.room.is_none()),
        (HIRE, params.slot.is_none()),
    ]
    .into_iter()
    .filter_map(|(word, open)| open.then_some(word))
    .collect()
}

/// The numbers of the field named by `word` (`first` already read).
fn read_field(
    reader: &mut Reader,
    params: &mut Params,
    word: &str,
    first: Option<i64>,
) -> Result<(), TextError> {
    match word {
        PREPARE => {
            let mut rooms: Vec<i64> = first.into_iter().collect();
            while let Some(room) = reader.try_number() {
                rooms.push(room);
            }
            params.rooms = Some(rooms);
        }
        OCCUPY => params.room = Some(first.map_or_else(|| reader.number(), Ok)?),
        _ => params.slot = Some(first.map_or_else(|| reader.number(), Ok)?),
    }
    Ok(())
}

/// A space, 1 to 6.
fn read_space(reader: &mut Reader) -> Result<Space, TextError> {
    let at = reader.position();
    let number = reader.number()?;
    u8::try_from(number)
        .ok()
        .and_then(Space::new)
        .ok_or_else(|| reader.error_at(at, vec![Expected::Value(SPACE_VALUE)]))
}

/// An effect's id: `fx-3`, `FX3` or just `3`.
fn read_effect(reader: &mut Reader) -> Result<String, TextError> {
    let at = reader.position();
    let token = reader.value(EFFECT_VALUE)?.to_lowercase();
    let digits = token.strip_prefix("fx").unwrap_or(&token);
    let digits = digits.strip_prefix('-').unwrap_or(digits);
    match digits.parse::<u64>() {
        Ok(n) if digits.chars().all(|c| c.is_ascii_digit()) => Ok(format!("fx-{n}")),
        _ => Err(reader.error_at(at, vec![Expected::Value(EFFECT_VALUE)])),
    }
}

/// A board side: `A` or `B` (any case, `A面` too).
fn read_face(reader: &mut Reader) -> Result<Face, TextError> {
    let at = reader.position();
    let token = reader.value(FACE_VALUE)?;
    match token.trim_end_matches('面').to_uppercase().as_str() {
        "A" => Ok(Face::A),
        "B" => Ok(Face::B),
        _ => Err(reader.error_at(at, vec![Expected::Value(FACE_VALUE)])),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::command_text::PlainLexicon;

    fn read_text(text: &str) -> Result<C, TextError> {
        let lexicon = PlainLexicon;
        let mut reader = Reader::new(text, &lexicon);
        let command = read(&mut reader)?;
        reader.finish()?;
        Ok(command)
    }

    fn space(n: u8) -> Space {
        Space::new(n).unwrap()
    }

    fn rooms(rooms: &[i64]) -> Option<Params> {
        Some(Params {
            rooms: Some(rooms.to_vec()),
            ..Params::default()
        })
    }

    #[test]
    fn commands_are_written_and_read_back() {
        let commands = [
            (
                C::TakeDie {
                    space: space(3),
                    mode: Some(Mode::Occupy),
                    copy: None,
                    main: None,
                },
                "take 3 occupy",
            ),
            (
                C::TakeDie {
                    space: space(6),
                    mode: None,
                    copy: Some(Copy {
                        action: 1,
                        mode: None,
                    }),
                    main: rooms(&[12, 13]),
                },
                "take 6 copy 1 prepare 12 13",
            ),
            (
                C::TakeDie {
                    space: space(3),
                    mode: Some(Mode::Prepare),
                    copy: None,
                    main: rooms(&[5]),
                },
                "take 3 prepare prepare 5",
            ),
            (
                C::TakeDie {
                    space: space(6),
                    mode: None,
                    copy: Some(Copy {
                        action: 4,
                        mode: Some(Mode::Krone),
                    }),
                    main: None,
                },
                "take 6 copy 4 krone",
            ),
            (
                C::ResolveEffect {
                    effect_id: "fx-4".into(),
                    params: Some(Params {
                        slot: Some(2),
                        ..Params::default()
                    }),
                },
                "resolve fx-4 hire 2",
            ),
            (
                C::ResolveEffect {
                    effect_id: "fx-9".into(),
                    params: Some(Params::default()),
                },
                "resolve fx-9 nothing",
            ),
            (
                C::ResolveEffect {
                    effect_id: "fx-10".into(),
                    params: None,
                },
                "resolve fx-10",
            ),
            (
                C::SkipEffect {
                    effect_id: "fx-2".into(),
                },
                "skip fx-2",
            ),
            (C::ForfeitDie { space: space(5) }, "forfeit 5"),
            (C::TakeLoan {}, "loan"),
            (
                C::ChooseFaces {
                    hotel_face: Face::B,
                    staff_face: Face::A,
                },
                "faces B A",
            ),
            (C::Timeout {}, "timeout"),
            (C::Resign {}, "resign"),
        ];
        for (command, text) in commands {
            assert_eq!(PlainLexicon::write(&phrase(&command)), text);
            assert_eq!(read_text(text), Ok(command), "{text}");
        }
    }

    #[test]
    fn abbreviations_synonyms_and_loose_ids_are_read() {
        assert_eq!(
            read_text("TA 2 o 7"),
            Ok(C::TakeDie {
                space: space(2),
                mode: None,
                copy: None,
                main: Some(Params {
                    room: Some(7),
                    ..Params::default()
                }),
            })
        );
        assert_eq!(
            read_text("use FX3 p 1 2"),
            Ok(C::ResolveEffect {
                effect_id: "fx-3".into(),
                params: rooms(&[1, 2]),
            })
        );
        assert_eq!(
            read_text("sk 7"),
            Ok(C::SkipEffect {
                effect_id: "fx-7".into()
            })
        );
        assert_eq!(read_text("bor"), Ok(C::TakeLoan {}));
        assert_eq!(
            read_text("fa a b"),
            Ok(C::ChooseFaces {
                hotel_face: Face::A,
                staff_face: Face::B,
            })
        );
    }

    #[test]
    fn errors_say_what_was_expected_where() {
        let error = read_text("take 7").unwrap_err();
        assert_eq!(error.at, 1);
        assert_eq!(error.expected, vec![Expected::Value(SPACE_VALUE)]);
        let error = read_text("take 4 jump").unwrap_err();
        assert_eq!((error.at, error.found.as_deref()), (2, Some("jump")));
        assert_eq!(
            error.expected,
            [COPY, EMPEROR, KRONE, PREPARE, OCCUPY, HIRE, NOTHING]
                .into_iter()
                .map(Expected::Word)
                .chain([Expected::End])
                .collect::<Vec<_>>()
        );
        let error = read_text("re fx-1").unwrap_err();
        assert!(error.ambiguous);
        assert_eq!(
            error.expected,
            vec![Expected::Word(RESOLVE), Expected::Word(RESIGN)]
        );
        let error = read_text("skip effect").unwrap_err();
        assert_eq!(
            (error.at, error.expected),
            (1, vec![Expected::Value(EFFECT_VALUE)])
        );
        let error = read_text("faces A C").unwrap_err();
        assert_eq!(
            (error.at, error.expected),
            (2, vec![Expected::Value(FACE_VALUE)])
        );
        let error = read_text("resolve fx-1 occupy").unwrap_err();
        assert_eq!((error.at, error.expected), (3, vec![Expected::Number]));
    }
}
