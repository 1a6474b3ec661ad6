use super::*;

/// All the written lines of `body`.
fn commands(body: &str) -> Vec<String> {
    written_lines(body, usize::MAX)
}

#[test]
fn gmail_english_reply_keeps_the_lines_above_the_attribution() {
    let body = "play 5C\nend\n\nOn Sun, Dec 6, 2026 at 2:00 PM Hotel Games <turns@hotel.example.org> wrote:\n\n> It's your turn in Game 12.\n> Reply with your moves.\n";
    assert_eq!(commands(body), ["play 5C", "end"]);
}

#[test]
fn gmail_attribution_wrapped_over_two_lines_ends_the_commands() {
    let body = "buy 2 Tower 1 Luxor\nend\n\nOn Sun, Dec 6, 2026 at 2:00 PM Hotel Games <\nturns@hotel.example.org> wrote:\n\n> It's your turn.\n";
    assert_eq!(commands(body), ["buy 2 Tower 1 Luxor", "end"]);
}

#[test]
fn attribution_wrapped_over_three_lines_ends_the_commands() {
    let body = "bid 120\nOn Sunday, December 6, 2026 at 2:00 PM\nHotel Games <turns@hotel.example.org>\nwrote:\n> It's your turn.\n";
    assert_eq!(commands(body), ["bid 120"]);
}

#[test]
fn attribution_wrapped_after_its_time_still_takes_its_first_line() {
    let body =
        "end\nOn Sun, Dec 6, 2026 at\n2:00 PM Hotel Games <turns@hotel.example.org> wrote:\n";
    assert_eq!(commands(body), ["end"]);
}

#[test]
fn command_directly_above_an_attribution_is_kept() {
    let body = "play 5C\nalice さんは書きました:\n> あなたの番です。\n";
    assert_eq!(commands(body), ["play 5C"]);
}

#[test]
fn gmail_japanese_reply_keeps_the_lines_above_the_attribution() {
    let body = "5Cに置く\nタワーを2株買う\n\n2026年12月6日(日) 14:00 Hotel Games <turns@hotel.example.org>:\n\n> あなたの番です。\n";
    assert_eq!(commands(body), ["5Cに置く", "タワーを2株買う"]);
}

#[test]
fn gmail_japanese_attribution_with_a_full_width_colon_ends_the_commands() {
    let body = "5Cに置く\n\n2026年12月6日(日) 14:00 Hotel Games <turns@hotel.example.org>：\n\n> あなたの番です。\n";
    assert_eq!(commands(body), ["5Cに置く"]);
}

#[test]
fn gmail_japanese_attribution_with_the_full_weekday_ends_the_commands() {
    let body = "end\n\n2026年12月6日(日曜日) 14:00 Hotel Games <turns@hotel.example.org>:\n> あなたの番です。\n";
    assert_eq!(commands(body), ["end"]);
}

#[test]
fn gmail_japanese_attribution_wrapped_over_two_lines_ends_the_commands() {
    let body = "5Cに置く\n\n2026年12月6日(日) 14:00 Hotel Games <\nturns@hotel.example.org>:\n\n> あなたの番です。\n";
    assert_eq!(commands(body), ["5Cに置く"]);
}

#[test]
fn gmail_traditional_chinese_reply_keeps_the_lines_above_the_attribution() {
    let body = "放置 5C\n結束\n\nHotel Games <turns@hotel.example.org> 於 2026年12月6日 週日 下午2:00寫道：\n\n> 輪到你了。\n";
    assert_eq!(commands(body), ["放置 5C", "結束"]);
}

#[test]
fn gmail_simplified_chinese_reply_keeps_the_lines_above_the_attribution() {
    let body = "放置 5C\n\nHotel Games <turns@hotel.example.org> 于2026年12月6日周日 14:00写道：\n\n> 轮到你了。\n";
    assert_eq!(commands(body), ["放置 5C"]);
}

#[test]
fn gmail_chinese_attribution_wrapped_after_the_address_ends_the_commands() {
    let body = "放置 5C\nHotel Games <turns@hotel.example.org>\n於 2026年12月6日 週日 下午2:00寫道：\n> 輪到你了。\n";
    assert_eq!(commands(body), ["放置 5C"]);
}

#[test]
fn outlook_english_header_block_ends_the_commands() {
    let body = "buy 2 Tower 1 Luxor\nend\n\nFrom: Hotel Games <turns@hotel.example.org>\nSent: Sunday, December 6, 2026 2:00 PM\nTo: alice <a@example.org>\nSubject: Your turn in Game 12\n\nIt's your turn in Game 12.\n";
    assert_eq!(commands(body), ["buy 2 Tower 1 Luxor", "end"]);
}

#[test]
fn outlook_original_message_line_ends_the_commands() {
    let body = "play 5C\n\n-----Original Message-----\nFrom: Hotel Games [mailto:turns@hotel.example.org]\nSent: Sunday, December 6, 2026 2:00 PM\n\nIt's your turn.\n";
    assert_eq!(commands(body), ["play 5C"]);
}

#[test]
fn outlook_japanese_header_block_ends_the_commands() {
    let body = "5Cに置く\nタワーを2株買う\n\n差出人: Hotel Games <turns@hotel.example.org>\n送信日時: 2026年12月6日 14:00\n宛先: alice <a@example.org>\n件名: ゲーム12 はあなたの番です\n\nあなたの番です。\n";
    assert_eq!(commands(body), ["5Cに置く", "タワーを2株買う"]);
}

#[test]
fn outlook_japanese_header_block_with_full_width_colons_ends_the_commands() {
    let body = "end\n\n差出人： Hotel Games <turns@hotel.example.org>\n送信日時： 2026年12月6日 14:00\n宛先： alice\n件名： ゲーム12\n";
    assert_eq!(commands(body), ["end"]);
}

#[test]
fn outlook_japanese_original_message_line_ends_the_commands() {
    let body = "5Cに置く\n\n-----元のメッセージ-----\n差出人: Hotel Games\n";
    assert_eq!(commands(body), ["5Cに置く"]);
}

#[test]
fn outlook_traditional_chinese_header_block_ends_the_commands() {
    let body = "放置 5C\n\n寄件者: Hotel Games <turns@hotel.example.org>\n寄件日期: 2026年12月6日 下午 02:00\n收件者: alice <a@example.org>\n主旨: 輪到你了\n";
    assert_eq!(commands(body), ["放置 5C"]);
}

#[test]
fn outlook_simplified_chinese_header_block_ends_the_commands() {
    let body = "放置 5C\n\n发件人： Hotel Games <turns@hotel.example.org>\n日期： 2026年12月6日 14:00\n收件人： alice\n主题： 轮到你了\n";
    assert_eq!(commands(body), ["放置 5C"]);
}

#[test]
fn outlook_chinese_original_message_lines_end_the_commands() {
    assert_eq!(
        commands("放置 5C\n-----原始邮件-----\n发件人: x\n"),
        ["放置 5C"]
    );
    assert_eq!(
        commands("放置 5C\n-----原始郵件-----\n發件人: x\n"),
        ["放置 5C"]
    );
}

#[test]
fn outlook_web_underscore_rule_ends_the_commands() {
    let body = "play 5C\nend\n\n________________________________\nFrom: Hotel Games <turns@hotel.example.org>\nSent: Sunday, December 6, 2026 14:00\nTo: alice\nSubject: Your turn\n";
    assert_eq!(commands(body), ["play 5C", "end"]);
}

#[test]
fn from_line_without_more_headers_is_kept() {
    assert_eq!(
        commands("say From: the lobby\nFrom: me\nend\n"),
        ["say From: the lobby", "From: me", "end"]
    );
}

#[test]
fn apple_mail_english_reply_keeps_the_lines_above_the_attribution() {
    let body = "play 5C\nend\n\nOn Dec 6, 2026, at 14:00, Hotel Games <turns@hotel.example.org> wrote:\n\n> It's your turn in Game 12.\n";
    assert_eq!(commands(body), ["play 5C", "end"]);
}

#[test]
fn apple_mail_japanese_reply_keeps_the_lines_above_the_attribution() {
    let body = "5Cに置く\n\n2026/12/06 14:00、Hotel Games <turns@hotel.example.org>のメール:\n\n> あなたの番です。\n";
    assert_eq!(commands(body), ["5Cに置く"]);
}

#[test]
fn thunderbird_english_reply_keeps_the_lines_above_the_attribution() {
    let body = "play 5C\nend\n\nOn 12/6/26 14:00, Hotel Games wrote:\n> It's your turn.\n";
    assert_eq!(commands(body), ["play 5C", "end"]);
}

#[test]
fn thunderbird_japanese_attributions_end_the_commands() {
    let english = "5Cに置く\n\nOn 2026/12/06 14:00, Hotel Games wrote:\n> あなたの番です。\n";
    let japanese =
        "5Cに置く\n\n2026/12/06 14:00 に Hotel Games さんは書きました:\n> あなたの番です。\n";
    assert_eq!(commands(english), ["5Cに置く"]);
    assert_eq!(commands(japanese), ["5Cに置く"]);
}

#[test]
fn japanese_name_only_attributions_end_the_commands() {
    assert_eq!(commands("end\n\nalice さんは書きました:\n> x\n"), ["end"]);
    assert_eq!(commands("end\n\nalice さんは書きました：\n> x\n"), ["end"]);
    assert_eq!(commands("end\n\nalice さん wrote:\n> x\n"), ["end"]);
    assert_eq!(commands("end\n\n> alice さん\n> x\n"), ["end"]);
}

#[test]
fn thunderbird_original_and_forwarded_message_lines_end_the_commands() {
    assert_eq!(
        commands("end\n-------- Original Message --------\nx\n"),
        ["end"]
    );
    assert_eq!(
        commands("end\n---------- Forwarded message ---------\nx\n"),
        ["end"]
    );
    assert_eq!(commands("end\nBegin forwarded message:\nx\n"), ["end"]);
    assert_eq!(
        commands("end\n---------- 転送されたメッセージ ----------\nx\n"),
        ["end"]
    );
}

#[test]
fn french_attribution_ends_the_commands() {
    let body =
        "end\n\nLe 6 déc. 2026 à 14:00, Hotel Games <turns@hotel.example.org> a écrit :\n> x\n";
    assert_eq!(commands(body), ["end"]);
}

#[test]
fn japanese_quote_bars_end_the_commands() {
    assert_eq!(commands("end\n｜あなたの番です。\n"), ["end"]);
    assert_eq!(commands("end\n| あなたの番です。\n"), ["end"]);
    assert_eq!(commands("end\n  > indented quote\n"), ["end"]);
}

#[test]
fn mobile_footers_end_the_commands() {
    let footers = [
        "Sent from my iPhone",
        "Sent from my iPad",
        "Sent from my Android",
        "Sent from Mail for Windows",
        "Get Outlook for iOS<https://aka.ms/o0ukef>",
        "Get Outlook for Android",
        "Sent from Yahoo Mail",
        "iPhoneから送信",
        "iPadから送信",
        "Android から送信",
        "從我的 iPhone 傳送",
        "从我的 iPhone 发送",
        "發自我的 iPhone",
        "发自我的iPhone",
    ];
    for footer in footers {
        let body = format!("play 5C\nend\n\n{footer}\n\n> It's your turn.\n");
        assert_eq!(commands(&body), ["play 5C", "end"], "{footer}");
    }
}

#[test]
fn signature_after_a_blank_line_ends_the_commands() {
    let body = "buy 2 Tower 1 Luxor\nplay 5C\nend\n\n-- \nAlice Smith\nhttps://alice.example.org\n";
    assert_eq!(commands(body), ["buy 2 Tower 1 Luxor", "play 5C", "end"]);
}

#[test]
fn other_signature_delimiters_end_the_commands() {
    for delimiter in ["--", "—", "__"] {
        let body = format!("play 5C\n{delimiter}\nAlice\n");
        assert_eq!(commands(&body), ["play 5C"], "{delimiter}");
    }
}

#[test]
fn reply_that_is_only_quoted_text_has_no_lines() {
    assert!(commands("> It's your turn.\n> Reply with your moves.\n").is_empty());
}

#[test]
fn reply_starting_with_an_attribution_has_no_lines() {
    let body =
        "\nOn Sun, Dec 6, 2026 at 2:00 PM Hotel Games <turns@hotel.example.org> wrote:\nplay 5C\n";
    assert!(commands(body).is_empty());
}

#[test]
fn at_most_max_lines_are_returned() {
    let body = "play 5C\n\nbuy 2 Tower\nbuy 1 Luxor\nend\n";
    assert_eq!(
        written_lines(body, 3),
        ["play 5C", "buy 2 Tower", "buy 1 Luxor"]
    );
    assert!(written_lines(body, 0).is_empty());
}

#[test]
fn crlf_and_cr_line_ends_are_read_as_line_breaks() {
    let crlf = "play 5C\r\nend\r\n\r\nOn 12/6/26 14:00, Hotel Games wrote:\r\n> x\r\n";
    assert_eq!(commands(crlf), ["play 5C", "end"]);
    assert_eq!(commands("play 5C\rend\r> x\r"), ["play 5C", "end"]);
}

#[test]
fn lines_are_trimmed_of_white_space_and_invisible_characters() {
    let body = "\u{FEFF}  play 5C\u{3000}\n\u{A0}\u{200B}\n\tend\u{200D}\u{2060} \n";
    assert_eq!(commands(body), ["play 5C", "end"]);
}

#[test]
fn commands_that_resemble_markers_are_kept() {
    let body = "play 5C\nbuy 2 Tower 1 Luxor\nsay On my way, will move tonight\nsay 了解です\nbid 120\nsay he wrote: hi\nsay at noon he wrote:\n5Cに置く\nタワーを2株買う\n放置 5C\nend\n";
    assert_eq!(
        commands(body),
        [
            "play 5C",
            "buy 2 Tower 1 Luxor",
            "say On my way, will move tonight",
            "say 了解です",
            "bid 120",
            "say he wrote: hi",
            "say at noon he wrote:",
            "5Cに置く",
            "タワーを2株買う",
            "放置 5C",
            "end",
        ]
    );
}

#[test]
fn flowed_body_is_unflowed_then_read() {
    let body = "say sorry, I will \r\nmove tonight\r\nend\r\n\r\nOn 12/6/26 14:00, Hotel Games \r\nwrote:\r\n> It's your turn in \r\n> Game 12.\r\n";
    let text = unflowed(body, false);
    assert_eq!(
        text,
        "say sorry, I will move tonight\nend\n\nOn 12/6/26 14:00, Hotel Games wrote:\n> It's your turn in Game 12.\n"
    );
    assert_eq!(commands(&text), ["say sorry, I will move tonight", "end"]);
}

#[test]
fn flowed_body_with_delsp_drops_the_soft_break_spaces() {
    assert_eq!(unflowed("タワーを \n2株買う\n", true), "タワーを2株買う\n");
    assert_eq!(
        unflowed("タワーを \n2株買う\n", false),
        "タワーを 2株買う\n"
    );
}

#[test]
fn flowed_body_keeps_quote_depths_stuffing_and_signature_apart() {
    let body = " >not a quote \nend\n> quoted \n>> deeper\n-- \nAlice";
    assert_eq!(
        unflowed(body, false),
        ">not a quote end\n> quoted \n>> deeper\n-- \nAlice"
    );
}

#[test]
fn gmail_html_reply_leaves_out_the_quote() {
    let html = "<div dir=\"ltr\">play 5C<br>end</div><br><div class=\"gmail_quote gmail_quote_container\"><div dir=\"ltr\" class=\"gmail_attr\">On Sun, Dec 6, 2026 at 2:00 PM Hotel Games &lt;<a href=\"mailto:turns@hotel.example.org\">turns@hotel.example.org</a>&gt; wrote:<br></div><blockquote class=\"gmail_quote\" style=\"margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204)\"><div>It&#39;s your turn in <b>Game 12</b>.</div></blockquote></div>\r\n";
    assert_eq!(html_text(html), "play 5C\nend");
    assert_eq!(commands(&html_text(html)), ["play 5C", "end"]);
}

#[test]
fn outlook_html_reply_leaves_out_the_reply_header_and_what_follows() {
    let html = "<html><head>\r\n<meta http-equiv=\"Content-Type\" content=\"text/html; charset=utf-8\">\r\n<style type=\"text/css\" style=\"display:none;\"> P {margin-top:0;margin-bottom:0;} </style>\r\n</head>\r\n<body dir=\"ltr\">\r\n<div class=\"elementToProof\" style=\"font-family: Aptos, sans-serif; font-size: 12pt\">\r\nbuy 2 Tower 1 Luxor</div>\r\n<div class=\"elementToProof\">end</div>\r\n<div id=\"appendonsend\"></div>\r\n<hr style=\"display:inline-block;width:98%\" tabindex=\"-1\">\r\n<div id=\"divRplyFwdMsg\" dir=\"ltr\"><font face=\"Calibri, sans-serif\" style=\"font-size:11pt\"><b>From:</b> Hotel Games &lt;turns@hotel.example.org&gt;<br><b>Sent:</b> Sunday, December 6, 2026 14:00<br></font></div>\r\n<div>It's your turn.</div>\r\n</body>\r\n</html>\r\n";
    assert_eq!(html_text(html), "buy 2 Tower 1 Luxor\nend");
}

#[test]
fn outlook_html_reply_header_without_appendonsend_is_cut_too() {
    let html =
        "<p>play 5C</p><div id=divRplyFwdMsg><b>From:</b> Hotel Games</div><p>It's your turn.</p>";
    assert_eq!(html_text(html), "play 5C");
}

#[test]
fn apple_mail_html_reply_leaves_out_the_cited_blockquotes() {
    let html = "<html><head><meta http-equiv=\"content-type\" content=\"text/html; charset=utf-8\"></head><body dir=\"auto\"><div dir=\"ltr\">play 5C</div><div dir=\"ltr\">end</div><div dir=\"ltr\"><br></div><div dir=\"ltr\">Sent from my iPhone</div><div dir=\"ltr\"><br><blockquote type=\"cite\">On Dec 6, 2026, at 14:00, Hotel Games &lt;turns@hotel.example.org&gt; wrote:<br><br></blockquote></div><blockquote type=\"cite\"><div dir=\"ltr\"><blockquote type=\"cite\">nested</blockquote>It’s your turn.</div></blockquote></body></html>";
    assert_eq!(html_text(html), "play 5C\nend\n\nSent from my iPhone");
    assert_eq!(commands(&html_text(html)), ["play 5C", "end"]);
}

#[test]
fn html_text_drops_hidden_contents_and_decodes_references() {
    let html = "<HEAD><TITLE>Turn</TITLE></HEAD><script>if (a < b) {}</script><Style>p{}</Style><!-- note --><p>say 5 &lt; 6 &amp;&nbsp;&quot;ok&quot; &#39;x&#39; &#x263A; &#9731; &bogus; a & b</p><ul><li>one</li><li>two</li></ul><table><tr><td>three</td></tr></table>";
    assert_eq!(
        html_text(html),
        "say 5 < 6 &\u{A0}\"ok\" 'x' ☺ ☃ &bogus; a & b\none\ntwo\nthree"
    );
}

#[test]
fn html_text_collapses_white_space_like_a_browser() {
    let html = "<div>\n  play\n   5C  </div>\n<div>  end <span> </span> </div>";
    assert_eq!(html_text(html), "play 5C\nend");
}
