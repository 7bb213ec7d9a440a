/**
 * Messages of staff authority: second factors and step-up, two-person requests, staff accounts set up by one-time
 * links, the approval rules, player password resets by SMS, and the texts those SMS carry. messages.ts merges them
 * into every language.
 */
export const authorityEn = {
  // second factor
  second_factor_needed: 'Confirm it is you with your passkey or authenticator code first.',
  second_factor_enrol_needed:
    'Set up a second factor (a passkey or an authenticator app) before you do anything else.',
  step_up_needed:
    'This needs your second factor again: confirm it is you with your passkey or authenticator code.',
  second_factor_wrong: 'That code is not right, or it was used already.',
  second_factor_checked: 'Confirmed.',
  second_factor_enrolled: 'Second factor added.',
  second_factor_no_ceremony: 'Start again: no passkey or authenticator set-up is under way.',
  passkey_failed: 'The passkey could not be checked. Try again.',
  recovery_codes_made: 'New recovery codes made. The old ones no longer work.',
  // two people
  second_person_requested: 'Saved as a request: someone else must approve it before it takes effect.',
  second_person_same: 'You asked for this or gave its first approval: someone else must approve it.',
  second_person_new_account:
    'Your account was made or reset recently: your approvals count from {from}. Ask someone else.',
  second_person_concerned:
    'This concerns your own account, or the account that made yours: someone else must decide it.',
  second_person_admin_only: 'Only an admin can approve this.',
  staff_request_approved: 'Approved: the change is made.',
  staff_request_rejected: 'Request rejected.',
  staff_request_cancelled: 'Request withdrawn.',
  staff_request_decided: 'This request was decided already.',
  staff_request_pending_same: 'The same request is already waiting for approval.',
  // staff accounts
  staff_phone_missing: 'This account has no phone to send the one-time link to: give one with the request.',
  setup_link_invalid: 'This link has expired or was used already. Ask an admin to send a new one.',
  setup_done: 'Your password is set.',
  // approval rules, promotions, commission
  wagering_below_floor: 'Free credit must be wagered at least {min} times.',
  commission_above_cap: 'A plan may pay at most {max} % of {basis}.',
  budget_total_below_day: 'The total budget must be at least the daily budget.',
  offer_budget_day_spent: 'This offer has given out its budget for today. Try again tomorrow.',
  offer_budget_spent: 'This offer has given out its whole budget.',
  // player password reset by SMS
  reset_code_sent:
    'If this phone number has an account, we have sent it a code. It works for {minutes} minutes.',
  reset_code_wrong: 'This code is not right or has expired. Ask for a new one.',
  reset_code_too_soon: 'A code was sent a moment ago. You can ask for another in {seconds} seconds.',
  password_reset_unavailable: 'Password reset by SMS is not available. Please contact support.',
  password_reset_done: 'Your new password is set. You are signed in.',
  reset_code_sent_by_staff:
    "A reset code was sent to the player's phone ending {last}. Only the player sees it.",
  player_no_phone: 'This player has no phone number to send a code to.',
  phone_changed: 'Phone changed. Withdrawals wait until {until}, and the old number was told.',
  // 2D results held to the feed
  twod_result_differs_from_feed:
    'The feed published SET {set} and value {value} for this draw. Enter those, or, as an admin, give a written reason to hold yours for a second admin.',
  twod_result_held: 'Result held: a second admin must confirm it.',
  twod_confirm_needs_admin: 'This result differs from the feed: only another admin can confirm it.',
  sms_not_sent: 'The text message could not be sent. Try again in a moment.',
  sms_unavailable: 'No SMS gateway is configured, so no text message can be sent.',
  // what the SMS say
  sms_reset_code:
    'Zeya: your password reset code is {code}. It works for {minutes} minutes. Never share it: Zeya staff will never ask for it.',
  sms_staff_link: 'Zeya: set your password and second factor at {link} (valid for {hours} hours).',
  sms_phone_changed:
    'Zeya: the phone number of your account was changed by our staff to one ending {last}. If you did not ask for this, call us at once.',
};

type AuthorityKey = keyof typeof authorityEn;

export const authorityMm: Record<AuthorityKey, string> = {
  second_factor_needed: 'ဦးစွာ သင့် passkey သို့မဟုတ် authenticator ကုဒ်ဖြင့် သင်ဖြစ်ကြောင်း အတည်ပြုပါ။',
  second_factor_enrol_needed: 'အခြားအရာ မလုပ်မီ ဒုတိယ အတည်ပြုနည်း (passkey သို့မဟုတ် authenticator အက်ပ်) ကို သတ်မှတ်ပါ။',
  step_up_needed: 'ဤလုပ်ဆောင်ချက်အတွက် ဒုတိယ အတည်ပြုနည်း ထပ်လိုပါသည်။ passkey သို့မဟုတ် authenticator ကုဒ်ဖြင့် အတည်ပြုပါ။',
  second_factor_wrong: 'ဤကုဒ် မမှန်ပါ သို့မဟုတ် အသုံးပြုပြီးဖြစ်ပါသည်။',
  second_factor_checked: 'အတည်ပြုပြီးပါပြီ။',
  second_factor_enrolled: 'ဒုတိယ အတည်ပြုနည်း ထည့်ပြီးပါပြီ။',
  second_factor_no_ceremony: 'ပြန်စပါ။ passkey သို့မဟုတ် authenticator သတ်မှတ်ခြင်း မလုပ်ဆောင်နေပါ။',
  passkey_failed: 'passkey ကို စစ်ဆေး၍ မရပါ။ ထပ်ကြိုးစားပါ။',
  recovery_codes_made: 'ပြန်လည်ရယူရေး ကုဒ်အသစ်များ ပြုလုပ်ပြီးပါပြီ။ ကုဒ်ဟောင်းများ အလုပ်မလုပ်တော့ပါ။',
  second_person_requested: 'တောင်းဆိုမှုအဖြစ် သိမ်းထားပါသည်။ အသက်ဝင်ရန် အခြားတစ်ဦးက အတည်ပြုရပါမည်။',
  second_person_same: 'ဤအရာကို သင်ကိုယ်တိုင် တောင်းဆိုခဲ့သည် သို့မဟုတ် ပထမ အတည်ပြုခဲ့သည်။ အခြားတစ်ဦးက အတည်ပြုရပါမည်။',
  second_person_new_account:
    'သင့်အကောင့်ကို မကြာသေးမီက ပြုလုပ်/ပြန်သတ်မှတ်ခဲ့သည်။ သင့်အတည်ပြုချက်များ {from} မှစ၍ အကျုံးဝင်ပါမည်။ အခြားတစ်ဦးကို မေးပါ။',
  second_person_concerned: 'ဤအရာသည် သင့်အကောင့် သို့မဟုတ် သင့်အကောင့်ကို ပြုလုပ်ခဲ့သူ၏ အကောင့်နှင့် သက်ဆိုင်သည်။ အခြားတစ်ဦးက ဆုံးဖြတ်ရပါမည်။',
  second_person_admin_only: 'ဤအရာကို အက်ဒမင်တစ်ဦးသာ အတည်ပြုနိုင်ပါသည်။',
  staff_request_approved: 'အတည်ပြုပြီး ပြောင်းလဲမှု ပြုလုပ်ပြီးပါပြီ။',
  staff_request_rejected: 'တောင်းဆိုမှုကို ပယ်ချပြီးပါပြီ။',
  staff_request_cancelled: 'တောင်းဆိုမှုကို ပြန်ရုပ်သိမ်းပြီးပါပြီ။',
  staff_request_decided: 'ဤတောင်းဆိုမှုကို ဆုံးဖြတ်ပြီးဖြစ်ပါသည်။',
  staff_request_pending_same: 'ဤတောင်းဆိုမှုမျိုး အတည်ပြုချက် စောင့်နေဆဲ ဖြစ်ပါသည်။',
  staff_phone_missing: 'ဤအကောင့်တွင် တစ်ကြိမ်သုံး လင့်ခ် ပို့ရန် ဖုန်းနံပါတ် မရှိပါ။ တောင်းဆိုမှုနှင့်အတူ ဖုန်းနံပါတ် ထည့်ပါ။',
  setup_link_invalid: 'ဤလင့်ခ် သက်တမ်းကုန်သွားပြီ သို့မဟုတ် အသုံးပြုပြီးဖြစ်ပါသည်။ အက်ဒမင်ထံ အသစ်ပို့ခိုင်းပါ။',
  setup_done: 'သင့်စကားဝှက်ကို သတ်မှတ်ပြီးပါပြီ။',
  wagering_below_floor: 'အခမဲ့ ခရက်ဒစ်ကို အနည်းဆုံး {min} ဆ လောင်းကစားရပါမည်။',
  commission_above_cap: 'အစီအစဉ်တစ်ခုသည် {basis} ၏ {max} % ထက် ပိုမပေးနိုင်ပါ။',
  budget_total_below_day: 'စုစုပေါင်း ဘတ်ဂျက်သည် တစ်ရက်ဘတ်ဂျက်ထက် မနည်းရပါ။',
  offer_budget_day_spent: 'ဤကမ်းလှမ်းချက်၏ ယနေ့ဘတ်ဂျက် ကုန်သွားပါပြီ။ မနက်ဖြန် ထပ်ကြိုးစားပါ။',
  offer_budget_spent: 'ဤကမ်းလှမ်းချက်၏ ဘတ်ဂျက်အားလုံး ကုန်သွားပါပြီ။',
  reset_code_sent: 'ဤဖုန်းနံပါတ်ဖြင့် အကောင့်ရှိပါက ကုဒ်တစ်ခု ပို့ထားပါသည်။ {minutes} မိနစ်အတွင်း အသုံးပြုနိုင်ပါသည်။',
  reset_code_wrong: 'ဤကုဒ် မမှန်ပါ သို့မဟုတ် သက်တမ်းကုန်သွားပါပြီ။ အသစ်တောင်းပါ။',
  reset_code_too_soon: 'ကုဒ်ကို ခုနကပင် ပို့ထားပါသည်။ {seconds} စက္ကန့်အကြာတွင် ထပ်တောင်းနိုင်ပါသည်။',
  password_reset_unavailable: 'SMS ဖြင့် စကားဝှက် ပြန်သတ်မှတ်ခြင်း မရနိုင်ပါ။ ဝန်ဆောင်မှုဌာနသို့ ဆက်သွယ်ပါ။',
  password_reset_done: 'စကားဝှက်အသစ် သတ်မှတ်ပြီး ဝင်ရောက်ပြီးပါပြီ။',
  reset_code_sent_by_staff: 'ကစားသမား၏ {last} ဖြင့်ဆုံးသော ဖုန်းသို့ ပြန်သတ်မှတ်ရေးကုဒ် ပို့ပြီးပါပြီ။ ကစားသမားသာ မြင်ရပါသည်။',
  player_no_phone: 'ဤကစားသမားတွင် ကုဒ်ပို့ရန် ဖုန်းနံပါတ် မရှိပါ။',
  phone_changed: 'ဖုန်းနံပါတ် ပြောင်းပြီးပါပြီ။ ငွေထုတ်ခြင်း {until} အထိ စောင့်ရပါမည်။ ဖုန်းဟောင်းသို့ အသိပေးပြီးပါပြီ။',
  twod_result_differs_from_feed:
    'ဤပွဲအတွက် feed က SET {set} နှင့် တန်ဖိုး {value} ကို ထုတ်ပြန်ထားသည်။ ထိုတန်ဖိုးများကို ထည့်ပါ၊ သို့မဟုတ် အက်ဒမင်အနေဖြင့် ဒုတိယ အက်ဒမင်အတွက် ထိန်းထားရန် အကြောင်းပြချက် ရေးပါ။',
  twod_result_held: 'ရလဒ်ကို ထိန်းထားပါသည်။ ဒုတိယ အက်ဒမင်တစ်ဦးက အတည်ပြုရပါမည်။',
  twod_confirm_needs_admin: 'ဤရလဒ်သည် feed နှင့် ကွာခြားသည်။ အခြား အက်ဒမင်တစ်ဦးသာ အတည်ပြုနိုင်ပါသည်။',
  sms_not_sent: 'စာတိုပေးပို့၍ မရပါ။ ခဏနေမှ ထပ်ကြိုးစားပါ။',
  sms_unavailable: 'SMS ပို့စနစ် မသတ်မှတ်ရသေးသဖြင့် စာတို မပို့နိုင်ပါ။',
  sms_reset_code:
    'Zeya: သင့်စကားဝှက် ပြန်သတ်မှတ်ရေးကုဒ်မှာ {code} ဖြစ်ပါသည်။ {minutes} မိနစ်အတွင်း အသုံးပြုပါ။ မည်သူ့ကိုမျှ မပြောပါနှင့်။ Zeya ဝန်ထမ်းများက ဘယ်တော့မှ မမေးပါ။',
  sms_staff_link: 'Zeya: {link} တွင် သင့်စကားဝှက်နှင့် ဒုတိယ အတည်ပြုနည်းကို သတ်မှတ်ပါ ({hours} နာရီ အကျုံးဝင်သည်)။',
  sms_phone_changed:
    'Zeya: သင့်အကောင့်၏ ဖုန်းနံပါတ်ကို ဝန်ထမ်းက {last} ဖြင့်ဆုံးသော နံပါတ်သို့ ပြောင်းလိုက်ပါသည်။ သင် မတောင်းဆိုခဲ့ပါက ချက်ချင်း ဆက်သွယ်ပါ။',
};

export const authorityZh: Record<AuthorityKey, string> = {
  second_factor_needed: '请先用您的通行密钥或验证器代码确认身份。',
  second_factor_enrol_needed: '请先设置第二验证方式（通行密钥或验证器应用），然后才能进行其他操作。',
  step_up_needed: '此操作需要再次验证：请用您的通行密钥或验证器代码确认身份。',
  second_factor_wrong: '代码不正确，或已被使用。',
  second_factor_checked: '已确认。',
  second_factor_enrolled: '已添加第二验证方式。',
  second_factor_no_ceremony: '请重新开始：当前没有进行中的通行密钥或验证器设置。',
  passkey_failed: '无法验证通行密钥，请重试。',
  recovery_codes_made: '已生成新的恢复代码，旧代码不再有效。',
  second_person_requested: '已保存为申请：须由另一人批准后才会生效。',
  second_person_same: '此申请由您提出或您已给出第一次批准：须由另一人批准。',
  second_person_new_account: '您的账户最近被创建或重置：您的批准自 {from} 起有效。请找其他人。',
  second_person_concerned: '此事涉及您自己的账户或创建您账户的账户：须由其他人决定。',
  second_person_admin_only: '只有管理员可以批准此项。',
  staff_request_approved: '已批准：更改已完成。',
  staff_request_rejected: '申请已拒绝。',
  staff_request_cancelled: '申请已撤回。',
  staff_request_decided: '此申请已经处理过了。',
  staff_request_pending_same: '相同的申请正在等待批准。',
  staff_phone_missing: '此账户没有可接收一次性链接的手机号：请在申请中提供。',
  setup_link_invalid: '此链接已过期或已使用。请让管理员重新发送。',
  setup_done: '您的密码已设置。',
  wagering_below_floor: '免费彩金至少须投注 {min} 倍。',
  commission_above_cap: '方案最多可支付{basis}的 {max} %。',
  budget_total_below_day: '总预算不得少于每日预算。',
  offer_budget_day_spent: '此优惠今日预算已发完，请明天再试。',
  offer_budget_spent: '此优惠的全部预算已发完。',
  reset_code_sent: '如果此手机号有账户，我们已向其发送验证码，{minutes} 分钟内有效。',
  reset_code_wrong: '验证码不正确或已过期，请重新获取。',
  reset_code_too_soon: '验证码刚刚已发送，{seconds} 秒后可再次获取。',
  password_reset_unavailable: '暂不支持短信重置密码，请联系客服。',
  password_reset_done: '新密码已设置，您已登录。',
  reset_code_sent_by_staff: '重置验证码已发送至玩家尾号 {last} 的手机，只有玩家本人能看到。',
  player_no_phone: '此玩家没有可接收验证码的手机号。',
  phone_changed: '手机号已更改。提款须等到 {until}，并已通知原手机号。',
  twod_result_differs_from_feed:
    '数据源公布的本期 SET 为 {set}、成交值为 {value}。请输入这些数值；或以管理员身份写明理由，保留您的数值待第二位管理员确认。',
  twod_result_held: '结果已保留：须由第二位管理员确认。',
  twod_confirm_needs_admin: '此结果与数据源不同：只有另一位管理员可以确认。',
  sms_not_sent: '短信发送失败，请稍后再试。',
  sms_unavailable: '未配置短信网关，无法发送短信。',
  sms_reset_code:
    'Zeya：您的密码重置验证码是 {code}，{minutes} 分钟内有效。切勿告诉他人：Zeya 员工绝不会索要。',
  sms_staff_link: 'Zeya：请在 {link} 设置您的密码和第二验证方式（{hours} 小时内有效）。',
  sms_phone_changed:
    'Zeya：我们的员工已将您账户的手机号改为尾号 {last} 的号码。如非您本人申请，请立即联系我们。',
};

export const authorityTh: Record<AuthorityKey, string> = {
  second_factor_needed: 'กรุณายืนยันตัวตนด้วยพาสคีย์หรือรหัสจากแอปยืนยันตัวตนก่อน',
  second_factor_enrol_needed: 'กรุณาตั้งค่าการยืนยันขั้นที่สอง (พาสคีย์หรือแอปยืนยันตัวตน) ก่อนทำรายการอื่น',
  step_up_needed: 'รายการนี้ต้องยืนยันขั้นที่สองอีกครั้ง: ยืนยันตัวตนด้วยพาสคีย์หรือรหัสจากแอปยืนยันตัวตน',
  second_factor_wrong: 'รหัสไม่ถูกต้อง หรือถูกใช้ไปแล้ว',
  second_factor_checked: 'ยืนยันแล้ว',
  second_factor_enrolled: 'เพิ่มการยืนยันขั้นที่สองแล้ว',
  second_factor_no_ceremony: 'กรุณาเริ่มใหม่: ไม่มีการตั้งค่าพาสคีย์หรือแอปยืนยันตัวตนที่กำลังดำเนินอยู่',
  passkey_failed: 'ตรวจสอบพาสคีย์ไม่ได้ กรุณาลองอีกครั้ง',
  recovery_codes_made: 'สร้างรหัสกู้คืนใหม่แล้ว รหัสเดิมใช้ไม่ได้อีกต่อไป',
  second_person_requested: 'บันทึกเป็นคำขอแล้ว: ต้องมีอีกคนหนึ่งอนุมัติก่อนจึงจะมีผล',
  second_person_same: 'คุณเป็นผู้ขอหรือให้การอนุมัติครั้งแรกแล้ว: ต้องให้คนอื่นอนุมัติ',
  second_person_new_account: 'บัญชีของคุณเพิ่งถูกสร้างหรือรีเซ็ต: การอนุมัติของคุณมีผลตั้งแต่ {from} กรุณาให้คนอื่นอนุมัติ',
  second_person_concerned: 'รายการนี้เกี่ยวกับบัญชีของคุณเอง หรือบัญชีที่สร้างบัญชีของคุณ: ต้องให้คนอื่นตัดสิน',
  second_person_admin_only: 'เฉพาะผู้ดูแลระบบเท่านั้นที่อนุมัติรายการนี้ได้',
  staff_request_approved: 'อนุมัติแล้ว: ดำเนินการเปลี่ยนแปลงเรียบร้อย',
  staff_request_rejected: 'ปฏิเสธคำขอแล้ว',
  staff_request_cancelled: 'ถอนคำขอแล้ว',
  staff_request_decided: 'คำขอนี้ได้รับการพิจารณาไปแล้ว',
  staff_request_pending_same: 'มีคำขอเดียวกันรอการอนุมัติอยู่แล้ว',
  staff_phone_missing: 'บัญชีนี้ไม่มีเบอร์โทรสำหรับส่งลิงก์ใช้ครั้งเดียว: กรุณาระบุเบอร์มาพร้อมคำขอ',
  setup_link_invalid: 'ลิงก์นี้หมดอายุหรือถูกใช้แล้ว กรุณาขอให้ผู้ดูแลระบบส่งใหม่',
  setup_done: 'ตั้งรหัสผ่านของคุณแล้ว',
  wagering_below_floor: 'เครดิตฟรีต้องทำยอดเดิมพันอย่างน้อย {min} เท่า',
  commission_above_cap: 'แผนหนึ่งจ่ายได้ไม่เกิน {max} % ของ{basis}',
  budget_total_below_day: 'งบประมาณรวมต้องไม่น้อยกว่างบประมาณต่อวัน',
  offer_budget_day_spent: 'ข้อเสนอนี้ใช้งบประมาณของวันนี้หมดแล้ว กรุณาลองใหม่พรุ่งนี้',
  offer_budget_spent: 'ข้อเสนอนี้ใช้งบประมาณทั้งหมดแล้ว',
  reset_code_sent: 'หากเบอร์นี้มีบัญชี เราได้ส่งรหัสไปแล้ว ใช้ได้ภายใน {minutes} นาที',
  reset_code_wrong: 'รหัสไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอรหัสใหม่',
  reset_code_too_soon: 'เพิ่งส่งรหัสไปเมื่อครู่ ขอใหม่ได้ในอีก {seconds} วินาที',
  password_reset_unavailable: 'ไม่สามารถรีเซ็ตรหัสผ่านทาง SMS ได้ กรุณาติดต่อฝ่ายบริการ',
  password_reset_done: 'ตั้งรหัสผ่านใหม่แล้ว คุณเข้าสู่ระบบแล้ว',
  reset_code_sent_by_staff: 'ส่งรหัสรีเซ็ตไปยังโทรศัพท์ของผู้เล่นที่ลงท้ายด้วย {last} แล้ว มีเพียงผู้เล่นที่เห็นรหัส',
  player_no_phone: 'ผู้เล่นนี้ไม่มีเบอร์โทรสำหรับส่งรหัส',
  phone_changed: 'เปลี่ยนเบอร์โทรแล้ว การถอนเงินต้องรอถึง {until} และแจ้งเบอร์เดิมแล้ว',
  twod_result_differs_from_feed:
    'ฟีดประกาศ SET {set} และมูลค่า {value} สำหรับงวดนี้ กรุณากรอกค่าเหล่านั้น หรือในฐานะผู้ดูแลระบบ ให้เหตุผลเป็นลายลักษณ์อักษรเพื่อพักค่าของคุณไว้ให้ผู้ดูแลระบบคนที่สองยืนยัน',
  twod_result_held: 'พักผลไว้แล้ว: ผู้ดูแลระบบคนที่สองต้องยืนยัน',
  twod_confirm_needs_admin: 'ผลนี้ต่างจากฟีด: เฉพาะผู้ดูแลระบบอีกคนเท่านั้นที่ยืนยันได้',
  sms_not_sent: 'ส่งข้อความไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  sms_unavailable: 'ยังไม่ได้ตั้งค่าเกตเวย์ SMS จึงส่งข้อความไม่ได้',
  sms_reset_code: 'Zeya: รหัสรีเซ็ตรหัสผ่านของคุณคือ {code} ใช้ได้ {minutes} นาที ห้ามบอกใคร พนักงาน Zeya จะไม่ขอรหัสนี้',
  sms_staff_link: 'Zeya: ตั้งรหัสผ่านและการยืนยันขั้นที่สองที่ {link} (ใช้ได้ {hours} ชั่วโมง)',
  sms_phone_changed:
    'Zeya: พนักงานของเราได้เปลี่ยนเบอร์โทรของบัญชีคุณเป็นเบอร์ที่ลงท้ายด้วย {last} หากคุณไม่ได้ขอ กรุณาติดต่อเราทันที',
};
