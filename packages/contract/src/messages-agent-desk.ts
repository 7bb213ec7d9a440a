/** Messages of the agent's desk (its staff, its players); messages.ts merges them into every language. */
export const agentDeskEn = {
  desk_needs_view: 'Your permission group does not let you see this. Ask {agent}, your agent.',
  desk_needs_decide_money:
    'Only {agent} or staff in the deposit and withdrawal group may approve or reject deposits and withdrawals.',
  desk_needs_make_players:
    "Only {agent} or staff in the player creation group may create players or reset a player's password.",
  desk_needs_agent_only:
    'Only {agent}, the agent, may do this: staff and payment accounts are theirs to manage.',
  agent_desk_closed: 'Your agent account is closed, so its desk is closed to its staff.',
  agent_staff_created: 'Staff member added. A link to set their password was sent to {sent_to}.',
  agent_staff_disabled: 'Staff member disabled: they are signed out and cannot sign in again.',
  agent_player_created:
    'Player {user_name} created. A code to choose their password was sent to their phone ending {last}; only they see it.',
};

type AgentDeskKey = keyof typeof agentDeskEn;

export const agentDeskMm: Record<AgentDeskKey, string> = {
  desk_needs_view: 'သင့်ခွင့်ပြုချက်အုပ်စုဖြင့် ဤအရာကို ကြည့်ခွင့်မရှိပါ။ သင့်ကိုယ်စားလှယ် {agent} ကို မေးပါ။',
  desk_needs_decide_money: 'ငွေသွင်း/ငွေထုတ်များကို {agent} သို့မဟုတ် ငွေသွင်း/ငွေထုတ် အုပ်စုရှိ ဝန်ထမ်းများသာ အတည်ပြု သို့မဟုတ် ပယ်ချနိုင်ပါသည်။',
  desk_needs_make_players:
    'ကစားသမားအသစ်ဖွင့်ခြင်းနှင့် ကစားသမား၏ စကားဝှက်ပြန်သတ်မှတ်ခြင်းကို {agent} သို့မဟုတ် ကစားသမားဖွင့်သည့် အုပ်စုရှိ ဝန်ထမ်းများသာ ပြုလုပ်နိုင်ပါသည်။',
  desk_needs_agent_only:
    'ဤအရာကို ကိုယ်စားလှယ် {agent} တစ်ဦးတည်းသာ ပြုလုပ်နိုင်ပါသည်။ ဝန်ထမ်းများနှင့် ငွေပေးချေမှုအကောင့်များကို ကိုယ်စားလှယ်ကသာ စီမံပါသည်။',
  agent_desk_closed: 'သင့်ကိုယ်စားလှယ်အကောင့် ပိတ်ထားသဖြင့် ၎င်း၏ဝန်ထမ်းများ အသုံးပြု၍ မရတော့ပါ။',
  agent_staff_created: 'ဝန်ထမ်းထည့်ပြီးပါပြီ။ စကားဝှက်သတ်မှတ်ရန် လင့်ခ်ကို {sent_to} သို့ ပို့ပြီးပါပြီ။',
  agent_staff_disabled: 'ဝန်ထမ်းကို ပိတ်လိုက်ပါပြီ။ ထွက်ပြီး ပြန်ဝင်၍ မရတော့ပါ။',
  agent_player_created:
    'ကစားသမား {user_name} ကို ဖွင့်ပြီးပါပြီ။ စကားဝှက်ရွေးရန် ကုဒ်ကို {last} ဖြင့်ဆုံးသော ၎င်း၏ဖုန်းသို့ ပို့ပြီးပါပြီ။ ၎င်းတစ်ဦးတည်းသာ မြင်ရပါသည်။',
};

export const agentDeskZh: Record<AgentDeskKey, string> = {
  desk_needs_view: '您的权限组无法查看此内容。请询问您的代理 {agent}。',
  desk_needs_decide_money: '只有 {agent} 或存取款组的员工才能批准或拒绝存款和取款。',
  desk_needs_make_players: '只有 {agent} 或玩家创建组的员工才能创建玩家或重置玩家密码。',
  desk_needs_agent_only: '只有代理 {agent} 本人可以执行此操作：员工和收款账户由代理管理。',
  agent_desk_closed: '您的代理账户已关闭，其员工无法再使用代理后台。',
  agent_staff_created: '员工已添加。设置密码的链接已发送至 {sent_to}。',
  agent_staff_disabled: '员工已停用：已被登出且无法再次登录。',
  agent_player_created:
    '玩家 {user_name} 已创建。设置密码的验证码已发送至其尾号 {last} 的手机，只有玩家本人能看到。',
};

export const agentDeskTh: Record<AgentDeskKey, string> = {
  desk_needs_view: 'กลุ่มสิทธิ์ของคุณไม่อนุญาตให้ดูสิ่งนี้ โปรดสอบถาม {agent} เอเจนต์ของคุณ',
  desk_needs_decide_money: 'เฉพาะ {agent} หรือพนักงานในกลุ่มฝาก-ถอนเท่านั้นที่อนุมัติหรือปฏิเสธการฝากและการถอนได้',
  desk_needs_make_players: 'เฉพาะ {agent} หรือพนักงานในกลุ่มสร้างผู้เล่นเท่านั้นที่สร้างผู้เล่นหรือรีเซ็ตรหัสผ่านของผู้เล่นได้',
  desk_needs_agent_only: 'เฉพาะเอเจนต์ {agent} เท่านั้นที่ทำสิ่งนี้ได้: พนักงานและบัญชีรับเงินเป็นของเอเจนต์ที่ต้องจัดการเอง',
  agent_desk_closed: 'บัญชีเอเจนต์ของคุณถูกปิด พนักงานจึงใช้งานหน้าเอเจนต์ไม่ได้อีก',
  agent_staff_created: 'เพิ่มพนักงานแล้ว ส่งลิงก์สำหรับตั้งรหัสผ่านไปที่ {sent_to} แล้ว',
  agent_staff_disabled: 'ปิดการใช้งานพนักงานแล้ว: ถูกออกจากระบบและเข้าสู่ระบบอีกไม่ได้',
  agent_player_created:
    'สร้างผู้เล่น {user_name} แล้ว ส่งรหัสสำหรับตั้งรหัสผ่านไปยังโทรศัพท์ที่ลงท้ายด้วย {last} แล้ว มีเพียงผู้เล่นที่เห็นรหัส',
};
