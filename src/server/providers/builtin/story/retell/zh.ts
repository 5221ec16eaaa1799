import type { RetellContext, Reteller } from './types.ts';

/**
 * Chinese: parents write phrases parted by spaces rather than commas, mostly without a subject (`中午还吃了两碗饭`),
 * with chat (`哈哈`, `hhh`, `lol`, `der`, `！！`), baby talk (`把拔`, `马麻`) and the odd slip (`哭的撕心裂肺`,
 * `因该`). A clause is told with the hero as its subject: a clause without one takes the hero's name
 * (`小兔子中午还吃了两碗饭。`), one that begins with the child's pronoun takes the name in its place, and one about
 * someone else (`外婆一直夸她`) keeps them. What the child said after a bare `说` is quoted in the child's own words.
 * The parent's `我们` is the hero and the grown-ups, `我` after a verb the hero's grown-up; a clause the parent says of
 * themselves (`我说快了快了`) is left out.
 */

type R = { name: string; ta: string };

const HAN = /\p{Script=Han}/u;

/**
 * Traditional characters as the story spells them (`幼稚園聖誕節彩排` is `幼稚园圣诞节彩排`): parents in Taiwan and Hong Kong
 * type them, and the story is told in simplified characters throughout.
 */
const TRADITIONAL = [
  '們園誕節頭著錯邊說學載來氣媽爺嬤裡這個開門歲遙搶兇還過時後車鐵場會師愛麼見覺聽講話讀書畫樂東買賣貓雞魚鳥馬龍飯餅湯麵藥醫燒熱涼風雲陽體臉腳腦髮嗎兒爾為點幾萬與讓給隻條張輛雙對從將帶',
  '幫動運遊戲圖館廳廚滿濕髒襪褲韆盪鞦灘夢鬧嚇擔傷貼紙筆顏積塊蓋樓層電視機燈鐘錶錢銀寶貝親姊嬸實際現問題聲響爭罵鬥贏輸換準備練習試課級區縣臺灣華國歡興緊難傳專樣種類黃綠藍紅員長廣讚謝誰',
  '裏鄰壞舊雜亂噴癢餵餓飽蘋蔔蘿麗閃聖鋼彈號遠進發鬆軟腫燙傘霧颱陰週禮總終於剛纔沒嗚喲頂顆盤夠撿揹牽撐攤綁繩線織編縫鈕釦錄聞聰厲險驚訝慮憶願夥鄉莊農豬鴨鵝蟲螞蟻葉樹蘭藝術籃網韓劇齣團隊',
  '賽獎優雖認識記塗揮擺檯灑潑濺漿醬燉麥糰餃滷腸飲搖轉蕩輪騎単單飛艦關鑰戶簾櫃櫥飾夾鏡齒膚額頰顎嚨瀉針護診檢歷軌驗療劑該應兩參觀訪暫陣寫數劃蠟燭煙籠圓餡壓瑪萊諾緣鍋爐擁擠續斷鳳棗檸蝦殼',
  '龜鯨鯊獅驢鷹鴿鵡鸚鴕覽鬍鬚亞絲紗綿糾纏結絕嚴責罰調搗誇勵販閒購貨賬陳劉楊趙吳鄭許蘇傑偉詩語諺瑩穎暉嬰孫婦彎乾淨獨牠妳嚕嘰噹鈴鐺掛紀鹽廁鏟礙勝懶淚嘩適漢嗆趕離陸橋廟寵養釣撈倆顧屬頁頓',
  '轟滾圍頸襯濃鮮嚐嘗蓮飄遲睏撫賴羅凱達錦紮辮歐墊獸騰壯幹嘍囉噁喚舉辦證確極範啟臨聯歸爛塵蹤傢構築營帳鑽蘆臟尷謎猶淺鑼寢瞇蟬殺勁廢貪佈捨敗產邁匯稱穩寬處費規側悶憂碼喪慶漲澆縮蓆鍵籤顯屜',
  '鋪衛尋齡劍槍軍',
].join('');
const SIMPLE = [
  '们园诞节头着错边说学载来气妈爷嬷里这个开门岁遥抢凶还过时后车铁场会师爱么见觉听讲话读书画乐东买卖猫鸡鱼鸟马龙饭饼汤面药医烧热凉风云阳体脸脚脑发吗儿尔为点几万与让给只条张辆双对从将带',
  '帮动运游戏图馆厅厨满湿脏袜裤千荡秋滩梦闹吓担伤贴纸笔颜积块盖楼层电视机灯钟表钱银宝贝亲姐婶实际现问题声响争骂斗赢输换准备练习试课级区县台湾华国欢兴紧难传专样种类黄绿蓝红员长广赞谢谁',
  '里邻坏旧杂乱喷痒喂饿饱苹卜萝丽闪圣钢弹号远进发松软肿烫伞雾台阴周礼总终于刚才没呜哟顶颗盘够捡背牵撑摊绑绳线织编缝钮扣录闻聪厉险惊讶虑忆愿伙乡庄农猪鸭鹅虫蚂蚁叶树兰艺术篮网韩剧出团队',
  '赛奖优虽认识记涂挥摆台洒泼溅浆酱炖麦团饺卤肠饮摇转荡轮骑单单飞舰关钥户帘柜橱饰夹镜齿肤额颊颚咙泻针护诊检历轨验疗剂该应两参观访暂阵写数划蜡烛烟笼圆馅压玛莱诺缘锅炉拥挤续断凤枣柠虾壳',
  '龟鲸鲨狮驴鹰鸽鹉鹦鸵览胡须亚丝纱绵纠缠结绝严责罚调捣夸励贩闲购货账陈刘杨赵吴郑许苏杰伟诗语谚莹颖晖婴孙妇弯干净独它你噜叽当铃铛挂纪盐厕铲碍胜懒泪哗适汉呛赶离陆桥庙宠养钓捞俩顾属页顿',
  '轰滚围颈衬浓鲜尝尝莲飘迟困抚赖罗凯达锦扎辫欧垫兽腾壮干喽啰恶唤举办证确极范启临联归烂尘踪家构筑营帐钻芦脏尴谜犹浅锣寝眯蝉杀劲废贪布舍败产迈汇称稳宽处费规侧闷忧码丧庆涨浇缩席键签显屉',
  '铺卫寻龄剑枪军',
].join('');
const SIMPLIFIED = new Map([...TRADITIONAL].map((char, index) => [char, SIMPLE[index] ?? char]));

/** A text in simplified characters. */
function simplified(text: string): string {
  let out = text.replace(/\p{Script=Han}/gu, (char) => SIMPLIFIED.get(char) ?? char);
  for (const [pattern, replacement] of CANTONESE) out = out.replace(pattern, replacement);
  return out;
}

/**
 * Written Cantonese as Hong Kong and Guangdong parents type it, said in the standard written Chinese a story uses
 * (`回阿嫲屋企搓汤圆`, `佢搓到个个都系扁嘅`, `晚黑食咗四粒汤圆`). Only words Mandarin does not share: `系` alone is also
 * `系鞋带`, `话` alone is also `电话`, so those go only after the words that make them Cantonese.
 */
const CANTONESE: [RegExp, string][] = [
  [/屋企/gu, '家'],
  [/佢哋/gu, '他们'],
  [/佢/gu, '他'],
  [/嘅/gu, '的'],
  [/晚黑|夜晚黑/gu, '晚上'],
  [/听日/gu, '明天'],
  [/琴日|寻日/gu, '昨天'],
  [/食咗/gu, '吃了'],
  [/饮咗/gu, '喝了'],
  [/咗/gu, '了'],
  [/食(?=埋|晒|饭|嘢|粥|汤圆|糖水)/gu, '吃'],
  [/饮(?=埋|晒|奶|水|糖水|汤)/gu, '喝'],
  // `饮埋糖水`: drank the sweet soup up as well.
  [/(?<=[吃喝])埋/gu, '完'],
  [/仲要/gu, '还要'],
  [/仲(?=[有係系会好])/gu, '还'],
  [/先肯/gu, '才肯'],
  [/唔(?=[肯要好想知系是得])/gu, '不'],
  [/(?<=都|就|唔|不|真)系/gu, '是'],
  [/(?<=阿嫲|阿嬷|嫲嫲|婆婆|公公|阿爷|爷爷|奶奶|老师|妈妈|爸爸|他|她)话(?=\p{Script=Han})/gu, '说'],
  [/好靓/gu, '好漂亮'],
  [/靓靓/gu, '漂漂亮亮'],
  // `搓到个个都系扁嘅`: how it came out, said with 得.
  [/(?<=\p{Script=Han})到(?=个个)/gu, '得'],
  [/(?<=[一二两三四五六七八九十几])粒(?=汤圆|糖|饺子|云吞)/gu, '个'],
  [/冲凉/gu, '洗澡'],
];

/** Chat the parent adds to a phrase: laughs, `lol`, sighs, emoji and shouting marks. */
const CHAT =
  /(?<![笑乐][得的])哈{2,}(?![大地]?笑)|h{3,}|\blol\b|\blor\b|\blah\b|\bhaha+\b|\b(?:ha){2,}h?\b|233+|[~～…]+|(?:[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]|\u{FE0F}|\u{200D}|\u{20E3})/giu;

/** The parent's aside that people looked on (`好多人看`): no part of the child's day to tell. */
const LOOKED_ON = /^(?:好多|好些|一堆|很多)人(?:都)?(?:在)?(?:看|围观|围着看|看着)(?:着|呢)?$/u;

/** Whole phrases that are the parent's own remark, not something that happened. */
const REMARK =
  /^(?:超|好|太|真|巨|特别)?(?:好笑|可爱|搞笑|心塞|无语|崩溃|绝了|笑死|笑疯|哎|唉|哎呀|服了|累死)|^(?:今天)?(?:超级?|好|太|真|特别)?(?:充实|忙碌)的?$|^(?:不知道|只能下次|下次再|也没去成|吓死我了|吓死人了|吓我一跳|吓我一大跳|还好没事|幸好没事|心真大|心好大|心大|希望)|名不虚传|^(?:好多|好些|一堆|很多)人(?:都)?(?:在)?(?:看|围观|围着看|看着)(?:着|呢)?$|^(?:又是)?(?:鸡飞狗跳|人仰马翻|一地鸡毛|兵荒马乱)|^(?:我)?(?:心疼死了?|心疼坏了|好心疼|太心疼了?|心都碎了|心都化了|老母亲泪目|泪目|破防了?)$/u;

/** Words in Latin letters parents mix in, as a story says them. */
const LATIN: [RegExp, string][] = [
  [/\bmummy\b|\bmommy\b|\bmama\b/giu, '妈妈'],
  [/\bah ?ma\b/giu, '阿嬷'],
  [/\buncle\b/giu, '叔叔'],
  [/\baunty\b|\bauntie\b/giu, '阿姨'],
  [/\bplayground\b/giu, '游乐场'],
  [/\bchildcare\b/giu, '托儿所'],
  [/\bmrt\b/giu, '地铁'],
  // `楼下void deck`: said once, not `楼下楼下`.
  [/(?:楼下)?\s*\bvoid ?deck\b/giu, '楼下'],
  [/\bhawker(?: centre| center)?\b/giu, '小贩中心'],
  [/\bbaby ?seat\b/giu, '儿童座椅'],
  [/\bchicken rice\b/giu, '鸡饭'],
  // `冰milo` is the malt drink; `猫咪Milo` is a pet's name, kept as the parent wrote it.
  [/(?<=[冰热喝杯一])\s*\bmilo\b/giu, '美禄'],
  [/\bice ?cream\b/giu, '冰淇淋'],
  [/\bdaddy\b|\bpapa\b/giu, '爸爸'],
  // `lg给他涂炉甘石`: a mum's husband (`老公`, typed `lg`) is the child's dad.
  [/\blg\b|\blaogong\b|老公/giu, '爸爸'],
  [/\bfaster\b/giu, '快点'],
  [/\bjingle ?bells?\b/giu, '《铃儿响叮当》'],
  [/\s*\bder\b/giu, '的'],
];

/** Where a spelling puts the child as an object (`老师把…抱了进去`): the child's pronoun, or the hero's name. */
const CHILD = '\u{E000}';

/** Baby talk, dialect and slips as a story says them. */
const SPELLING: [RegExp, string][] = [
  ...LATIN,
  // `幼儿园放假`: no kindergarten today, said as news of the day (`幼儿园放假了`).
  [/(?<=^|\s)(?:今天)?(幼儿园|幼稚园|托班|学校)(也|都)?(放假|停课|不上课)(?=$|\s)/gu, '$1$2$3了'],
  // `回家喝热可可`: the warm drink, said by the name no child of the day could be called (`可可` is a girl's name).
  [/(?<=喝|杯|冲|泡|一碗|一杯)(?:热)?可可(?!\p{Script=Han}{0,1}[说玩家])/gu, '热巧克力'],
  [/热可可/gu, '热巧克力'],
  // `翻遍了车里也没有`: searched all through a place and not found it, `翻遍了车里，也没找到`.
  [/(翻遍了?)(\p{Script=Han}{1,4}?)(?:也|都)(?:没有|没找到|没找着|找不到)(?=\s|$)/gu, '$1$2 也没找到'],
  // `剪完短短的`: the hair came out short.
  [/(?<=^|\s|[他她])(?:头发)?(剪|理)完(?:了)?(?:头发)?(?:就)?(短)短?的(?=\s|$)/gu, '头发$1得$2$2的'],
  // `下午公园 跟外婆`, `下午小区花园 和朵朵`: the place and who went with the hero, said apart, are one outing.
  [
    /(?<=(?:公园|动物园|游乐场|商场|超市|图书馆|海边|游泳馆|博物馆|广场|农场|乐园|淘气堡|奶奶家|外婆家|姥姥家|爷爷家|外公家|姥爷家|花园|海洋馆|水族馆|科技馆|植物园|湿地|沙滩|游泳池|溜冰场|滑雪场|菜市场))\s+(?=[跟和](?:妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷|哥哥|姐姐|弟弟|妹妹|(\p{Script=Han})\1|好朋友\p{Script=Han}{1,3})(?:\s|$))/gu,
    '',
  ],
  // `烤出来的姜饼人歪歪扭扭的`: what the child made, and how it came out.
  [/(?<=^|\s)(烤|做|画|捏|搭|包|剪|折|拼)出来的(?=\p{Script=Han}{2})/gu, `${CHILD}$1出来的`],
  // `上台一看下面好多家长`: what the child saw on coming up or in, told after a pause.
  [/(?<=^|\s)(上台|一上台|进门|一进门|进去|到了那儿)一看(?=\p{Script=Han}{3})/gu, `${CHILD}$1一看，`],
  // `看我一直抱着弟弟`: the family the child watched holding the baby, as a child says them.
  [/(?<=^|\s)看我(?=一直|老是|总是)/gu, `${CHILD}看家里人`],
  // `躺地上说我也是小宝宝`: what the child said lying on the floor, in the child's own words.
  [/(?<=(?:躺|坐|蹲|趴)在?(?:地上|地板上|沙发上|床上))说(?=[你我](?!们))/gu, '说 '],
  // `急了推了阳阳一下`: the temper, then what it made the child do, with a pause between.
  [/(?<=急了|着急了|生气了|气坏了)(?=推|打|抢|咬|扔|踢)/gu, ' '],
  // `自已爬上床了`: the slip of 己 for 已 in `自己`, as a phone's keyboard makes it.
  [/自已/gu, '自己'],
  // `结果转头就自己吃掉了`: the child turning round and doing it at once, the child's own doing.
  [/(?<=^|\s)一?(转头|扭头|转身|回头)就(?=\p{Script=Han})/gu, `${CHILD}一$1就`],
  // `出来跟我说 牙医一点都不可怕`: what the child said on coming out, to the parent: the child's words after it.
  [/(?<=^|\s)(出来|回来|回家|到家)(?:就|以后|后)?(?:跟|对|和)(?:我|妈妈|爸爸)说(?=\s)/gu, '$1以后说'],
  // `爸爸把她举起来放的`: the grown-up lifted the child, and the child put it up there.
  [/(把(?:他|她)举(?:起来|高高的?|得高高的))放(?:上去)?的/gu, `$1，让${CHILD}放了上去`],
  // `教训年糕说你是坏猫猫`: what was said begins with its own `你` or `我`, quoted as said.
  [/(?<=(?:教训|告诉|对着?|跟)\p{Script=Han}{1,3}|还|又|就|一直|大声)说(?=[你我](?!们|说))/gu, '说 '],
  // `一起玩橡皮泥`: the children and grown-ups just named, together.
  [/^一起(?=玩|做|搭|画|捏|堆|拼|唱|跳|读)/gu, '大家一起'],
  // `旁边的朵朵拉着她的手`: the friend beside the child, by name.
  [/(?<=^|\s)(?:旁边|边上|身边)的(?=\p{Script=Han}{2,3}(?:拉着|牵着|抱着|扶着|陪着))/gu, ''],
  // `搓的满手都是面粉`: how the doing came out, said with 得.
  [/(?<=^|\s|[他她])(搓|揉|涂|捏|擦|玩|弄|吃|抹)的(?=满|一)/gu, '$1得'],
  // `幼儿园也停课了在家搭积木`: no kindergarten, so the child played at home.
  [/(?<=^|\s)(?:今天)?(幼儿园|幼稚园|托班|学校)(?:也|都)?(?:停课|不上课|放假)了?(?=在家)/gu, `$1停课了 ${CHILD}`],
  // `外面刮大风下雨出不去`: the weather, then the child kept in (not the child blowing and raining).
  // `下午下大雨出不去`: the same with the time said first and no `外面`.
  [
    /(?<=^|\s|早上|上午|中午|下午|傍晚|晚上)((?:外面)?(?:刮大?风|下大?雨|下大?雪|打雷)+)了?(?=出不去|出不了门|没法出去|不能出去)/gu,
    `$1了 ${CHILD}`,
  ],
  // `讲了个笑话 说小猫咪为什么不洗澡 因为怕变成小湿猫`: the riddle and its answer, told as one saying.
  [
    /(?<=笑话\s*)说\s*(\p{Script=Han}{1,12}?)为什么(\p{Script=Han}{1,10})\s+因为(\p{Script=Han}{2,12})(?=\s|$)/gu,
    '说$1$2 是因为$3',
  ],
  // `转圈圈转到晕`: the child spun round till dizzy.
  [/(?<=^|\s)(?:[他她])?转圈圈?转(?:到|得)(?:头)?晕(?:了|乎乎)?(?=\s|$)/gu, `${CHILD}转圈圈，转得头都晕了`],
  // `到了爷爷在站口接我们`: on arriving, the grown-up who met the family there.
  [
    /(?<=^|\s)(?:到了|到站了?|下车)(?:以后|后)?\s*((?:\p{Script=Han}{0,2}?)(?:妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷|舅舅|姑姑|小姨|叔叔|阿姨))(?:就|已经)?在(\p{Script=Han}{1,4}?)(?:等着?)?接(?:我们|我|[他她])(?=\s|$)/gu,
    `$1已经在$2等着接${CHILD}了`,
  ],
  // `围布也不肯围`, `帽子也不肯戴`: the thing first, then the child who would not put it on.
  [
    /^(围布|围兜|帽子|口罩|头盔|鞋子|袜子|外套|雨衣|手套)(?:也|都|死活)?不(?:肯|要|让)(围|戴|穿)(?:上)?$/gu,
    `${CHILD}也不肯$2$1`,
  ],
  // `后来乖乖坐好了`: the child, settled at last.
  [/^(?:后来|然后|最后)?(?:就)?乖乖(?:地)?(坐好|坐着|躺好|坐下|不动|配合)了?$/gu, `${CHILD}后来就乖乖$1了`],
  // `一大桌子菜`: a table full of food, said bare.
  [/^(?:满满)?一大桌(?:子)?(?:的)?(?:菜|好吃的)$/gu, `${CHILD}看到了满满一大桌子菜`],
  // `下午和乐乐小区滑滑梯`: with someone, at a place, a doing: the place is where it was done.
  [
    /(?<=^|\s|早上|上午|中午|下午|傍晚|晚上)(跟|和)(\p{Script=Han}{1,4}?)(小区|楼下|公园|广场|操场|院子里?|游乐场)(?=滑|玩|荡|踢|骑|跑|捡|堆|挖|跳|放)/gu,
    '$1$2在$3',
  ],
  // `下午楼下跟朵朵`: a place and a friend said bare, a while of play there together.
  [
    /^(早上|上午|中午|下午|傍晚|晚上)?(楼下|小区里?|院子里?)(?:跟|和)(\p{Script=Han}{1,4})(?:一起)?(?:玩)?$/gu,
    `$1${CHILD}在$2跟$3一起玩`,
  ],
  // `心情不好`, `委屈巴巴`: a low feeling said bare, the child's.
  [/^(?:今天)?心情(?:有点|不太|很)?不(?:好|太好)$/gu, `${CHILD}心情不太好`],
  [/^(?:有点|好)?委屈巴巴(?:的)?$/gu, `${CHILD}委屈巴巴的`],
  // `早上面包牛奶 中午米饭`: a second meal said bare after the first, eaten too.
  [
    /(?<=\s)(早上|上午|中午|晚上|早饭|午饭|晚饭)((?:米饭|面条|饺子|包子|馒头|粥|小米粥|面包|馄饨|鸡蛋|水果|牛奶|豆浆|汤圆|米粉)+)(?=\s|$)/gu,
    '$1吃了$2',
  ],
  // `扣子扣歪了也不让帮忙`: what went wrong, then the child who would not take help (not the buttons refusing it).
  [
    /(?<=^|\s)(\p{Script=Han}{2,6}了)\s*(?:也|还|都)不(?:让|要|肯让)(?:我|妈妈|爸爸|奶奶|爷爷|外婆|外公|大人|别人)?帮(?:忙|她|他)?(?=\s|$)/gu,
    `$1 ${CHILD}也不让大人帮忙`,
  ],
  // `爷爷说回家喝热巧克力 才慢慢好了`: after a grown-up's words, the one who got better is the child.
  [
    /(?<=说\p{Script=Han}{2,14}\s)(?=(?:才|就)(?:慢慢|一下子|马上)?(?:好了|好起来了?|不哭了|笑了|开心了|高兴了|高兴起来了?)(?:\s|$))/gu,
    CHILD,
  ],
  // `好忙的一天`, `超累的一天`: a busy or tiring day said bare, told as the child's today (a happy one is told below).
  [/^(?:今天)?(?:真是)?(好|太|真|特别)(忙|累)的一天(?:啊|呀|哦)?$/gu, `今天${CHILD}$1$2呀`],
  [/^(?:今天)?(?:真是)?(?:超)?(忙|累)的一天(?:啊|呀|哦)?$/gu, `今天${CHILD}好$1呀`],
  // `到了姥姥包了韭菜盒子`: arrived at the grandparent's home, where the grandparent had made something.
  [/(?<=^|\s)到了(姥姥|姥爷|奶奶|爷爷|外婆|外公)(?=包了|做了|煮了|炖了|蒸了|烤了|烙了)/gu, '到了$1家 $1'],
  // `把我们笑坏了`: the family laughed, told as everyone laughing (not the parent's own remark left hanging).
  [
    /(?<=^|\s)(?:(?:把|给)(?:我们|我|全家|大家|一家人)(?:都|全)?(?:笑|乐)(?:坏|死|翻|喷|疯)了|(?:笑|乐)(?:坏|死|翻)(?:我们|全家|大家)了)(?=\s|$)/gu,
    '大家都笑了',
  ],
  // `今朝`, `今儿个`: the dialects' `today`.
  [/今儿个|今个儿|今儿|今朝(?!有酒)/gu, '今天'],
  // Cantonese and Wu `落雨`: rain; `落雨没出门` is the weather, then the child staying in (not the child raining).
  [/落雨/gu, '下雨'],
  [/(下雨|下雪|下大雨|下大雪)了?(?=(?:就|所以)?没(?:出门|出去))/gu, `$1了 ${CHILD}`],
  // Hunan and Sichuan `了咯`, `了噻`: a closing particle, no word of the story.
  [/(?<=了)(?:咯|啰|噻)(?=\s|$)/gu, ''],
  // `比赛谁快`: a race, told as one (`比赛，看谁最快`).
  [/比赛(?:看)?谁(?:最)?快/gu, '比赛，看谁最快'],
  // `不让她去还哭了`: a grown-up said no, and the child cried (not the child forbidding herself).
  [/不让([他她])(\p{Script=Han}{1,2})(还|就)哭了/gu, '不让$1$2，$1$3哭了'],
  // Taiwanese `晚餐吃咖哩饭`, northeastern `整了两碗疙瘩汤`: supper eaten, as the story says it.
  [/晚餐(?=吃|喝)/gu, '晚饭'],
  [/咖哩/gu, '咖喱'],
  [/整了(?=[一两三四五几\d]+碗)/gu, '吃了'],
  // `早上要出门了找不着水壶`: the trouble came as they were leaving, `出门前` (not `要出门了找不着`).
  [/(?:要|准备)出门了?(?=\s*(?:找不着|找不到|发现))/gu, '出门前'],
  // A typed `跟奶奶包饺子`: done together, told as done (not `小熊跟奶奶包饺子`).
  [
    /^([跟和](?:爸爸|妈妈|奶奶|爷爷|外婆|外公|姥姥|姥爷|阿嬷|阿公|婆婆|爹爹|哥哥|姐姐))(包|做|烤|搓|种|画|搭|拼|捏|剥)(\p{Script=Han}{1,3})$/u,
    '$1一起$2了$3',
  ],
  // `山顶上婆婆给他吃了块重阳糕`: where it was, then who gave the child something, as two parts (`晚上`, `夜里` are
  // times, no place: `晚上爸爸给他讲了绘本`).
  [
    /(?<=^|\s)在?(\p{Script=Han}{1,3}?[上里边])(?<![早晚]上|夜里)(?=(?:爷爷|奶奶|外公|外婆|姥姥|姥爷|婆婆|爹爹|阿公|阿嬷|阿嫲|爸爸|妈妈|哥哥|姐姐|老师|阿姨|叔叔)给[他她])/gu,
    '在$1 ',
  ],
  // `今天换了个新阿姨来带他`: a new grown-up came to mind the child (not `他换了个新阿姨`, as if the child chose).
  [
    /(?<=^|\s|今天|上午|下午|这周|这礼拜)换了(?:一)?个新(阿姨|老师|保姆|育儿嫂)来?(带|陪|照顾|看)[他她](?!们)/gu,
    `来了一个新$1$2${CHILD}`,
  ],
  // A typed `提灯笼`: the lantern carried along (`提着灯笼`, not `提了灯笼`).
  [/^提(?=(?:小|兔子|鱼|荷花|南瓜)?灯笼?$)/gu, '提着'],
  // `到了奶奶带她去面包店`: once there, the grown-up took the child on (not `到了奶奶…`, as if grandma were the place).
  [/(?<=^|\s)到了(?=(?:爷爷|奶奶|外婆|外公|姥姥|姥爷|爸爸|妈妈|阿姨|叔叔)(?:带|领|拉着))/gu, '到了以后'],
  // `不给买就躺地上打滚`: the no the parent said, told as the thing not had, then what the child did.
  [/(?<=^|\s)不(?:给|让)(买|玩|看|吃|喝)就(?=\p{Script=Han})/gu, `${CHILD}没$1成 就`],
  // `我俩在客厅看绘本`: the parent and the child (not `妈妈俩`).
  [/我们?俩|咱们?俩|我们两个|咱们两个/gu, `${CHILD}和我`],
  // `阿福一直叫你好你好 把她笑翻了`: the child laughed, said of the child (not `小熊把她笑翻了`).
  [/(?<=^|\s)把[他她](?=笑翻|笑坏|笑死|乐坏|乐翻|逗乐|逗笑)/gu, CHILD],
  // `姐姐在沙发底下给找出来了`, `挖了半天给挖出来了`: the spoken `给` before a verb is the thing found, `把它`.
  [/(?<=\p{Script=Han})给(找|捡|勾|掏|抠|挖|拔|拽)(出来|回来)了/gu, '把它$1了$2'],
  // (After a while of trying, `挖了半天`: the finding is its own part, `挖了半天，把它挖了出来`.)
  [/(?<=半天|好久|老半天)(?=把它)/gu, '，'],
  // `外婆给伊挂了个蛋袋`: the Wu `伊` is the child (not inside `伊利`, `木乃伊`, `伊朗`).
  [/(?<=^|\s|[给跟让叫帮把带抱被和同])伊(?![利朗犁拉斯索甸万])(?=\p{Script=Han})/gu, CHILD],
  // `天气老好了`: the northern and Wu `老` before praise is `very`.
  [/(?<=天气?|天儿)(?:老|贼|可)好了?(?=\s|$)/gu, '真好'],
  [/(?<=^|\s)还?(?:老|交关|邪气)开心(?:额|的|了)?(?=\s|$)/gu, `${CHILD}还是开心得很`],
  // `轮到她了工作人员说身高不够不让坐`: the child too small for the ride, said of the child.
  [
    /(?:轮到[他她](?:了|啦)?\s*)?(?:(?:工作人员|阿姨|叔叔|保安)说)?[他她]?(?:身高|个子)(?:不够|太矮|没到)高?\s*(?:不让|不能)(坐|玩)/gu,
    `${CHILD}个子还不够高 不能$1`,
  ],
  // `串了一条项链说送给妈妈`: a gift meant for someone, `说要送给…`.
  [/(?<=\p{Script=Han})说送给/gu, ' 说要送给'],
  // `坐了旋转小火车才缓过来`: the child who came round after it, said as the one who did.
  [/(?<=\p{Script=Han})才(?:缓过来|缓过劲来?|好过来)了?(?=\s|$)/gu, ` ${CHILD}才慢慢开心起来`],
  // `晚饭干了两碗饭`: slang `干` for eating it all up.
  [/(?<=饭|^|\s)干了([一两二三四五几半]\p{Script=Han}?碗)/gu, '吃了$1'],
  // `他爷`, `她姥`: the northern `his grandpa`, the child's grandparent (never the child's own).
  [/[他她]爷(?!爷|们)/gu, '爷爷'],
  [/[他她]姥爷/gu, '姥爷'],
  [/[他她]姥(?![姥爷])/gu, '姥姥'],
  // `叻女`, `好叻`: Cantonese praise, as a story says it.
  [/(?:好|真|好)?叻(?:女|仔|啊|呀)?/gu, '真能干'],
  // `饮早茶`: Cantonese `to drink tea`, the morning dim sum.
  [/饮(早茶|茶)/gu, '喝$1'],
  // `开心到飞起`: internet slang for very happy.
  [/(开心|高兴|兴奋|激动)到(?:飞起|起飞|爆炸?|不行)/gu, '$1得不得了'],
  // `水溅到她身上 笑得嘎嘎的`: after another's doing to the child, the child laughs, said as the one who laughs.
  [
    /(?<=(?:^|\s)(?![他她])[^\s]*[到在给把][他她][^\s]*\s+)(?:乐|笑)[得的]嘎嘎(?:的|叫|笑)?(?=\s|$)/gu,
    `${CHILD}乐得哈哈大笑`,
  ],
  // `乐得嘎嘎的`: the northern laugh, after what made it so.
  [/(?<=\S\s+)(?:乐|笑)[得的]嘎嘎(?:的|叫|笑)?(?=\s|$)/gu, '乐得哈哈大笑'],
  // `他俩`: the two children together (the child is one of them).
  [/(?<=带|和|跟|给|让)[他她]俩/gu, '两个孩子'],
  // `阿姨走了以后哭了好久`: the one who left, and the child who cried after.
  [
    /(?<=^|\s)(\p{Script=Han}{1,4}?)走了?(以后|之后)(?=(?:又|还|就|一直)?(?:哭|难过|不说话|闷闷))/gu,
    `$1走了$2，${CHILD}`,
  ],
  // `早上送幼稚园`: the grown-up took the child there.
  [/(?<=^|\s|早上|上午|今天)送(?:幼稚园|幼儿园|园)(?=\s|$)/gu, `送${CHILD}去幼儿园`],
  // `回家一起做了小饼干`: together with the family, never `小熊一起` alone.
  [/(?<=^|\s|回家|回来|晚上|下午)一起(?=做|烤|包|搓|画|搭|拼|种|煮)/gu, '和家人一起'],
  // `说好了明天在打`: a promise for tomorrow, not a plan the day undid.
  [/(?<=^|\s)说好了?(?=(?:明天|后天|下次)(?:再|在))/gu, '约好了'],
  // `出门太急忘记带他的小水壶了`: the thing left at home, the child's own (a grown-up packs a child's bag).
  [
    /(?<=^|\s|早上|今天)出门(?:太急|太赶|太匆忙|急)?(?:了)?(?:忘记|忘了|忘)带(?:了)?(?:[他她]的)?(\p{Script=Han}{1,5}?)了?(?=\s|$)/gu,
    `出门的时候${CHILD}的$1忘在家里了`,
  ],
  [
    /(?<=^|\s|早上|今天)(?:忘记|忘了|忘)带(?:了)?(?:[他她]的)?(\p{Script=Han}{1,5}?)了?(?=\s|$)/gu,
    `${CHILD}的$1忘在家里了`,
  ],
  // `佢搓到个个都系扁嘅`: how what the child made came out, one by one.
  [/(?<=\s)[他她]?(搓|捏|包|做)[得的]个个都是(\p{Script=Han})的(?=\s|$)/gu, '$1出来的个个都是$2$2的'],
  // A bare typed `跳舞`: how a small child dances, so it reads as a doing, not `小兔子跳了舞`.
  [/^(?:跳舞|跳跳舞|跳了舞)$/gu, '跟着音乐跳了一会儿舞'],
  // `吃青团 她吃得满嘴绿`: how the same doing went, with the child said once.
  [/((吃|玩|唱|跳|画)\p{Script=Han}{0,6}\s+)[他她](?=\2[得的])/gu, '$1'],
  // `烫着舌头了还要吃`: the tongue burnt on something hot, and the child still wanting more, said of the child.
  [
    /(?<=^|\s)[他她]?(?:被)?烫(?:着|到|了)(舌头|嘴)了?\s*(?:还要吃|还吃)(?=\s|$)/gu,
    `${CHILD}的$1被烫了一下，可是还想吃`,
  ],
  [/(?<=^|\s)[他她]?(?:被)?烫(?:着|到|了)(舌头|嘴)了?(?=\s|$)/gu, `${CHILD}的$1被烫了一下`],
  // A bare typed `画画`, `洗澡`, `跟狗狗玩`: told as done, not the flat `小兔子画画`.
  [/^画画$/gu, '画了一幅画'],
  [/^洗澡$/gu, '洗了个香喷喷的澡'],
  [/^([跟和陪])(狗狗|小狗|猫咪|小猫)玩$/gu, '$1$2玩了好一会儿'],
  // A bare typed `看绘本`: a while with a picture book, not the flat `小熊看了绘本`.
  [/^(?:看|读|翻)(?:绘本|图画书|故事书)$/gu, '看了好一会儿绘本'],
  // `李老师今天最后一天上班`: the last day said with 是.
  [/(?<=今天|明天)最后一天(?=上班|上课|来|在)/gu, '是最后一天'],
  // A bare typed `滑滑梯`: a go on the slide, not `小熊滑滑梯`.
  [/^(?:玩|滑)?滑滑梯$/gu, '玩了好一会儿滑滑梯'],
  // A bare typed `玩磁力片`: a while of play with a toy, not the flat `小熊玩了磁力片`.
  [/^玩(磁力片|积木|乐高|彩泥|橡皮泥|太空沙|小汽车|火车轨道|过家家)$/gu, '玩了好一会儿$1'],
  // `一天都好乖`: the parent's praise of the day, said of the child.
  [/(?<=^|\s)(?:今天)?一(?:天|整天)都(?:好|很|特别|超|可|蛮)?乖(?:的|哦|呢)?(?=\s|$)/gu, `${CHILD}一整天都乖乖的`],
  // `今天休息带她去海洋公园`: the grown-up's day off, no doing of the child's.
  [/(?<=^|\s|今天|周末|周六|周日)(?:我|我们|老公|爸爸|妈妈)?(?:休息|休假|调休|放假)(?:了)?(?=带[他她])/gu, ''],
  // `爸爸用衣架勾出来了`: what was got out said as `它`, where the parent left it unsaid.
  [/用(\p{Script=Han}{1,4}?)(勾|够|抠|拽|拉|夹|掏|挑|拨|撬)出来了(?=\s|$)/gu, '用$1把它$2了出来'],
  // `一路都在念`: kept on about it all the way.
  [/(?<=一路|一直|一路上)(都)?在念(?=\s|$)/gu, '$1在念叨个不停'],
  // `福字贴倒了`: the New Year `福` upside down, as a story tells it.
  [/(?<=^|\s)福字?(?:贴|挂)倒了/gu, `${CHILD}把福字贴倒了`],
  // `吃出个硬币`: the lucky coin in a dumpling, with its measure word.
  [/吃出(?:了)?(?:一)?个(硬币|钢镚儿?)/gu, '吃出了一枚硬币'],
  // `躲窗帘后面`: hid behind it, said with 在.
  [/躲(?![在到进])(?=\p{Script=Han}{1,3}(?:后面|后边|下面|底下|里面))/gu, '躲在'],
  // `洗泡泡浴`: a bubble bath, as done.
  [/(?<=^|\s)洗泡泡浴(?=\s|$)/gu, '洗了个泡泡浴'],
  // `旁边乐乐的妈妈拿了张创可贴`: the grown-up nearby who helped, told by who they are.
  [/^旁边的?(?=\p{Script=Han}{0,4}?(?:妈妈|爸爸|阿姨|叔叔|奶奶|爷爷|外婆|外公|姥姥|姥爷))/gu, ''],
  // `洗澡澡`, `睡觉觉`: baby talk, as a story says it.
  [/洗澡澡/gu, '洗了个澡'],
  [/睡觉觉/gu, '睡觉'],
  // `奶奶菜园挖红薯`: in grandma's garden, where it was done.
  [
    /(?<=^|\s)(奶奶|爷爷|外婆|外公|姥姥|姥爷|阿婆|阿公|阿嬷|阿嫲)(?:家)?的?(菜园|菜地|院子|果园|花园)(?:里)?(?=[挖摘种浇拔捡喂玩])/gu,
    '在$1的$2里',
  ],
  // `爸爸背下来的`: who carried the child, told as done.
  [
    /(?<=^|\s)(?:是)?(爸爸|妈妈|爷爷|奶奶|外公|外婆|姥姥|姥爷|舅舅|叔叔)(背|抱)(下来|回来|回家|上来|下山|上山)的(?=\s|$)/gu,
    `$1把${CHILD}$2了$3`,
  ],
  // `一撒手飞到树上卡住了`: let go of, it flew up and caught there.
  [
    /(?<=^|\s)一(?:撒|松|放)手(气球|风筝)(?:就)?飞到(?:了)?(\p{Script=Han}{1,3}?)上(?:面|去)?(?:了)?(?:\s*(?:就)?(?:卡住|挂住|缠住)了)?(?=\s|$)/gu,
    `${CHILD}一松手 $1就飞到了$2上 卡住了`,
  ],
  [
    /(?<=^|\s)一(?:撒|松|放)手(?:就|它就)?飞到(?:了)?(\p{Script=Han}{1,3}?)上(?:面|去)?(?:了)?(?:\s*(?:就)?(?:卡住|挂住|缠住)了)?(?=\s|$)/gu,
    `${CHILD}一松手 它就飞到了$1上 卡住了`,
  ],
  // `乐坏了` after what made it so: the child's joy.
  [/(?<=\S\s+)(乐坏了|高兴坏了|开心坏了|乐开了花)(?=\s|$)/gu, `${CHILD}$1`],
  // `到山顶吃了…`: at the top, then what was done there.
  [/(?<=^|\s)到(?:了)?(山顶|山上|山脚下?)(?:以后|后)?(?=\p{Script=Han})/gu, '到了$1'],
  // `外婆煮咖喱鸡`: a grown-up's cooking, told as done.
  [
    /(?<=^|\s|晚上|中午|今天|晚饭)(外婆|奶奶|外公|爷爷|姥姥|姥爷|阿婆|阿嬷|阿嫲|爸爸|妈妈)(煮|炖|做|烧|蒸|炒|熬)(?![了过着饭菜的])(?=\p{Script=Han}{2,6}(?:\s|$))/gu,
    '$1$2了',
  ],
  // `够不着`: however the child reached, it was too high.
  [/(?<=^|\s)(?:怎么也|死活)?(?:够不着|够不到|拿不到|拿不下来)(?:了)?(?=\s|$)/gu, '怎么也够不着'],
  // `拿竹竿给够下来了`: someone got it down with a pole.
  [/(?<=\p{Script=Han})给(够|拿|弄|摘|取)下来了/gu, '把它$1了下来'],
  // `鱼好多抢着吃`: lots of fish, all crowding to eat.
  [/(?<=^|\s)(鱼|锦鲤|金鱼|鸽子|鸭子|小鸭子|小鱼)(?:好多|超多|很多)(?=抢|围|游|挤)/gu, '好多$1'],
  // `全身湿透`: soaked, as a story says it.
  [/全身湿透(?!了)/gu, '全身都湿透了'],
  // `被外婆念`: a few words from grandma, said gently.
  [/被(\p{Script=Han}{1,3}?)念(?:了)?(?:一顿|几句|两句)?(?=\s|$)/gu, '被$1念叨了几句'],
  // `喂了一块鸡`: a piece of chicken.
  [/(?<=[一块])鸡(?=\s|$)/gu, '鸡肉'],
  // `手足口 嘴里起了好几个泡`: the illness said alone is the child's: the child was ill, and with what.
  [/(?<=^|\s)(?:得了|是)?(?:手足口|手口足)病?(?=\s|$)/gu, `${CHILD}生病了 是手足口病`],
  [/(?<=^|\s)(?:得了|出|长)?(水痘|疱疹性咽峡炎)了?(?=\s|$)/gu, `${CHILD}生病了 是$1`],
  // `左右穿反了`, `鞋穿反了`: the shoes on the wrong feet (左右 is no `about` here).
  [/(?<=^|\s)(?:鞋子?|鞋)?左右(?:脚)?(?:穿)?反了(?=还|又|也|\s|$)/gu, `${CHILD}把鞋穿反了，左脚穿到了右脚上`],
  [/(?<=^|\s)鞋子?(?:又|也)?穿反了(?=还|又|也|\s|$)/gu, `${CHILD}把鞋穿反了`],
  // `虽然裤子穿反了`: the trousers or the top on back to front, the child's own (the `though` of it left out).
  [
    /(?<=^|\s)(?:虽然|不过|但是|就是)?(裤子|衣服|袜子|外套|毛衣|帽子|睡衣|上衣)(?:又|也)?穿反了(?=还|又|也|\s|$)/gu,
    `${CHILD}把$1穿反了`,
  ],
  // `老师发了一个小红花`: a flower is counted with 朵.
  [/一个(?=小红花|红花|小花)/gu, '一朵'],
  // `有点认床翻来覆去`: the strange bed, then the tossing and turning.
  [/(?<=认床)(?=翻来覆去|睡不着|一直|半天)/gu, ' '],
  // `扣子扣歪了`, `扣子扣错了`: the child's own buttons done up crooked.
  [/(?<=^|\s)(?:睡衣的?|衣服的?|外套的?)?扣子(?:又|也)?扣(歪|错)了(?=还|又|也|\s|$)/gu, `${CHILD}把扣子扣$1了`],
  [/(?<=右脚上|穿反了)(?=还|又)/gu, '，'],
  // `跑出来喊我在这`: the child's `here I am`, as a child says it aloud.
  [/(?<=[喊说叫]\s?我)在这(?=\s|$)/gu, '在这儿'],
  // `夸她真能干 美的不行`: how pleased the child was with it.
  [/(?<=\S\s+)(?:美的|美得|乐的|乐得)(?:不行|不得了|要命|冒泡)(?=\s|$)/gu, `${CHILD}美得不得了`],
  // `喊我在这 笑疯了`: everyone laughing after it, not the words the child called.
  [/(?<=\S\s+)(?:俩人|两个人|都)?(?:笑疯了|笑翻了|笑抽了)(?=\s|$)/gu, '大家笑成了一团'],
  // `鸭子步走了一路`: a waddle all the way, like a little duck.
  [/(?<=^|\s)(?:一路)?鸭子步(?:走了一路|一路)?(?=\s|$|hhh|哈)/gu, `${CHILD}像小鸭子一样，一摇一摆地走了一路`],
  // `好几天木见了`, `木有`: the parents' chat spelling of `没`.
  [/木(?=见|看见|见到|有|找到)|莫(?=有)/gu, '没'],
  // `好几天没见了`: not seen, as a story says it (`没见到`).
  [/(?<=(?:好几天|几天|好久|两天|三天)(?:都)?)(?:木|没)见(?=了)/gu, '没见到'],
  // `天天拿猫粮下去等`: every day, down the stairs with the food, waiting.
  [/(?<=^|\s)(?:[他她])?天天拿(?:着)?(\p{Script=Han}{1,3}?)下(?:楼)?去等/gu, `${CHILD}每天都拿着$1 下楼去等`],
  // `贴在冰箱上天天看`: the sticker put up, and looked at every day.
  [
    /(?<=^|\s)(?:[他她])?贴在(冰箱|墙|门|床头)上(?:天天|每天)(?:都)?(?:看|瞅|盯着看|去看)/gu,
    `${CHILD}把它贴在$1上 天天都要看一看`,
  ],
  // `贴在蚕宝宝的盒子上`: what is stuck on was said before (the drawing), `把它贴在…`.
  [/(?<=^|\s)(要|想)?(?<!把它)贴在(?=\p{Script=Han})/gu, '$1把它贴在'],
  // `喂了片菜叶子`: one leaf, as a story counts it.
  // `吃了片儿川`, `吃了块儿糕`: a dish whose name starts so (Hangzhou noodles), never `一片儿川`.
  [/(?<=[喂吃拿给摘捡])了(片|块|根|颗|张)(?=\p{Script=Han}{2})(?!儿川)/gu, '了一$1'],
  // `非要养着不让吃`: the child would not let the catch be eaten, and kept it.
  [/(?<=^|\s)(?:[他她])?非要养着(小鱼|小虾|小螃蟹)\s*不让(?:吃|杀|炖|煮)/gu, `${CHILD}不让大家吃$1 非要把它养起来`],
  [/(?<=^|\s)(?:[他她])?非要养着(?:它)?\s*不让(?:吃|杀|炖|煮)/gu, `${CHILD}不让大家吃它 非要把它养起来`],
  // `一戴面罩就挣`: the child wriggled as soon as the mask went on.
  [
    /(?<=^|\s)一戴(?:上)?(面罩|口罩|雾化罩|帽子|头盔)就(?:挣|挣扎|扭|闹|哭闹)\p{Script=Han}{0,2}$/gu,
    `一戴上$1 ${CHILD}就扭来扭去`,
  ],
  // `给他放小猪佩奇才老实点`: the grown-up put a cartoon on and the child calmed down (not the parent's `老实`).
  [
    /(?<=^|\s)(?:我)?给(他|她)放(\p{Script=Han}{2,6}?)(?:看)?才(?:老实|安静|消停|乖|好)(?:了|点|一点|下来|些)?$/gu,
    '大人给$1放$2 $1才慢慢安静下来',
  ],
  // `喝一口说好甜`: the child's own words.
  [/(?<=^|\s)喝(?:了)?一口(?:就)?说(好甜|真甜|好好喝|真好喝|甜甜的)$/gu, '喝了一口 说 $1呀'],
  [/木有|么有/gu, '没有'],
  // `过一会自己跑来抱我`: a while later, as a story says it.
  [/(?<=^|\s)过(?:了)?一会儿?(?=\p{Script=Han})/gu, '过了一会儿 '],
  // `一撒手飞走了`: the child let go, and it flew off (the balloon of the clause before).
  [/(?<=^|\s)一(?:撒|松|放)手(?:就|它就)?飞(?:走|跑)?了(?=\s|$)/gu, `${CHILD}一松手 它就飞走了`],
  // `我说了他一句就把杯子摔了`: told off, the child got cross (the parent's telling-off is not the story's).
  [
    /(?<=^|\s)我(?:说|凶|吼|批评|骂)了?(?:他|她)(?:一句|两句|几句|一下)?(?:他|她)?就(?=\p{Script=Han})/gu,
    `${CHILD}一生气 就`,
  ],
  // `木有那么难受了`: the child felt better.
  [/(?<=^|\s)(?:也)?(?:没有|没)那么难受了$/gu, `${CHILD}没那么难受了`],
  // `这会抱着小熊睡着了`: the parent's `now` as they write; the story tells it as it happened.
  [/(?<=^|\s)(?:这会儿?|这时候?|现在)(?=抱着|搂着|已经|睡着)/gu, ''],
  // `说像棉花糖 想咬一口`: what the child thought it looked like, in the child's words.
  [/(?<=\p{Script=Han}|\s|^)说像(\p{Script=Han}{1,6})\s+(?:还)?想(\p{Script=Han}{1,6})$/gu, '说 像$1 我想$2'],
  // `说爸爸是大厨`, `说长大了要去找妞妞`: the child's words.
  [/(?<=\p{Script=Han}|\s|^)说((?:爸爸|妈妈|奶奶|爷爷|外婆|外公|姥姥|姥爷)是\p{Script=Han}{1,5})$/gu, '说 $1'],
  [/(?<=\p{Script=Han}|\s|^)说(?:等我)?长大了?(?:以后)?(要|也要|还要)(\p{Script=Han}{2,12})$/gu, '说 等我长大了 $1$2'],
  // `趴窗户上`: where the child lay takes 在. (Hiding, `躲爷爷后面`, waits for parents-words.test.ts to allow 在.)
  [
    /(?<=趴|躺)(?!在|着|了|下|起|好|进)(?=\p{Script=Han}{1,4}?(?:上|后面|后头|身后|里|下面|底下)(?:\p{Script=Han}|\s|$))/gu,
    '在',
  ],
  // `她爸难得在家`: the parent's sigh is not the story's.
  [/难得(?=在家|有空|休息|陪)/gu, ''],
  // `耳朵疼哭了`: the ear hurt and the child cried (an ear cannot cry).
  [/(耳朵|肚子|肚肚|牙|牙齿|头|嗓子|喉咙)(?:好|很)?(疼|痛)哭了/gu, `$1好$2 ${CHILD}哭了`],
  // `妞妞把她的发卡送给她了`: the friend gave the child the friend's own clip.
  [/把(他|她)的(\p{Script=Han}{1,6}?)送给(?:了)?\1(?:了)?(?=\s|$)/gu, `把自己的$2送给了${CHILD}`],
  // `关灯突然说怕`: at lights-out the child was suddenly afraid.
  [
    /(?:今晚|晚上)?关(?:了)?灯(?:的时候|以后|后)?(?:就|她|他)?(突然|忽然)?(?:说|喊)(?:害)?怕(?:了)?(?!\p{Script=Han})/gu,
    '关灯以后$1害怕了',
  ],
  // `非说衣柜里有大灰狼`: what the child was sure hid in the room.
  [
    /(?<=^|\s)非?说(\p{Script=Han}{1,4}?[里下后])有(大灰狼|怪兽|妖怪|鬼)\s+((?:哭着)?不敢睡\p{Script=Han}{0,2})/gu,
    `${CHILD}$3，说 $1有$2啊`,
  ],
  [/(?<=^|\s)非?说(\p{Script=Han}{1,4}?[里下后])有(大灰狼|怪兽|妖怪|鬼)/gu, `${CHILD}说 $1有$2啊`],
  // The parent's surprise (`居然说…`, `竟然吃了…`) is the parent's, not the story's.
  [/居然|竟然/gu, ''],
  // `咋`: northern speech for 怎么, as a story says it.
  [/咋/gu, '怎么'],
  // `回来一路都没咋说话`: quiet the whole way home.
  [
    /(?<=^|\s)(?:回来|回家)(?:的)?(?:路上|一路)(?:上)?(?:都|也)?没(?:怎么)?说(?:话|一句话)/gu,
    `回家路上${CHILD}一句话也没说`,
  ],
  // `外面才5度`: a cold morning, as a child hears it, not a temperature.
  [/(?<=^|\s)(?:外面|外头|今天|气温)?(?:才|只有)(?:-?\d|10)度(?:了)?(?=\s|$)/gu, '可是外面好冷好冷'],
  // `不让穿就躺地上打滚`: the grown-up said no, and the child rolled on the floor.
  [/(?<=^|\s)不让(\p{Script=Han}{1,3}?)就/gu, `大人不让$1，${CHILD}就`],
  // `到门口抱着我腿哭成泪人`: at the gate, the child clung and cried.
  [/(?<=^|\s)到(?:了)?((?:幼儿园|幼稚园|学校|托班)?门口)(?=\p{Script=Han})/gu, `${CHILD}到了$1，`],
  [/哭成(?:了)?(?:小)?泪人/gu, '哭成了小泪人'],
  [/(?<=腿)(?=哭成)/gu, '，'],
  // `接她的时候`: the grown-up came to fetch the child.
  [/(?<=^|\s)接(他|她)的时候(?=说)/gu, '大人来接$1的时候'],
  // `画了个太阳送我`: made for the grown-up, `送给`.
  [/(?<=\p{Script=Han})送(?=我(?:\s|$)|妈妈(?:\s|$)|爸爸(?:\s|$)|奶奶(?:\s|$)|外婆(?:\s|$))/gu, '送给'],
  // `交了个好朋友叫朵朵`: the friend's name said after a pause.
  [/(?<=朋友|小伙伴)叫(?=\p{Script=Han}{2}(?:\s|$))/gu, '，叫'],
  // `奶奶回老家了 带了她一年多`: 带 here is looking after the child, not taking them along.
  [/(?<=^|\s)带了(他|她)(?=(?:[一二两三四五六七八九十半]|大半|好几|\d)+(?:年|个月))/gu, '照顾了$1'],
  [
    /^(奶奶|爷爷|外婆|外公|姥姥|姥爷|阿嬷|阿嫲|阿公)(?:今天)?回老家了\s+照顾了(他|她)(\p{Script=Han}{1,5})$/gu,
    '$1照顾了$2$3，今天要回老家了',
  ],
  // `今早在高铁站送的`: the child went to see them off.
  [/(?<=^|\s)今早(?=\p{Script=Han})/gu, '今天早上'],
  [/^(今天早上|早上|上午|中午|下午|晚上)?在(\p{Script=Han}{1,4}?(?:站|机场|码头))送的$/gu, `$1${CHILD}去$2送行`],
  // `拽着奶奶衣服不撒手`: whose coat, said with 的.
  [
    /(?<=[拽抓拉扯揪牵]着)(奶奶|爷爷|外婆|外公|姥姥|姥爷|妈妈|爸爸|老师|阿姨)(?=衣服|衣角|裤腿|袖子|手(?!机))/gu,
    '$1的',
  ],
  // `趴窗边`, `躲里面`: where, said with 在.
  [/(?<=[趴躲蹲站藏])(?=窗边|窗户边|窗台边|窗前|门口|门后|里面|里头|被窝里|帐篷里|桌子底下|床底下)/gu, '在'],
  [/(?<=搭了一?个\p{Script=Han}{1,4})(?=躲|钻|坐)/gu, '，'],
  [/钻(?:进|到)?床底(?:下)?/gu, '钻到了床底下'],
  // `猫猫花花`: the family's cat by name.
  [/(?<=^|\s)猫猫(?=\p{Script=Han}{2})/gu, '猫咪'],
  // `外面风呼呼的`: the wind, said as it blew.
  [/^(?:外面)?(?:的)?风(呼呼|呜呜|嗚嗚)的?$/gu, '外面的风$1地吹'],
  // `台风来了`, `幼儿园停课`: the storm came and kindergarten was closed.
  [/^(?:今天)?台风来(?:了|啦)$/gu, '外面刮台风了'],
  // `舔他手心`: licked, said with 的.
  // (`一直舔她脸`: kept licking, said without the once-over `舔了舔`.)
  [/(?<=一直|总是|老是|不停地?)舔(他|她)(?:的)?(手心|小手|手|脸|脸蛋)/gu, '舔$1的$2'],
  [/(?<!一直|总是|老是|不停地?)舔(?:了)?(他|她)(?:的)?(?=手心|小手|手|脸|脸蛋)/gu, '舔了舔$1的'],
  // `还把她家柯基布丁也带来了`: the guests brought their own pet, not the child's.
  [/(?<=还|也)把(?:她|他)们?家的?(?=\p{Script=Han}{1,6}?也?带(?:来|过来)了)/gu, '把自己家的'],
  // `他也上手包了一个`: had a go, not the grown-ups' slang.
  [/上手(?=包|做|画|搓|捏|剪|揉|擀|试|摘)/gu, '学着'],
  // `外婆家包粽子`: everyone together at grandma's.
  [/(?<=^|\s)(外婆|奶奶|姥姥|爷爷|外公|姥爷)家(?=包|做|吃|贴|挂|过|摘)/gu, '大家在$1家一起'],
  // `带着到处跑`: ran about with it, said with what was carried.
  [/^带着(?=到处|跑来跑去|满屋子?跑|满院子跑)/gu, '带着它'],
  // `去社区打疫苗`: the community clinic, not the parent's shorthand.
  [/社区(?=打疫苗|打针|体检|看病|接种)/gu, '社区医院'],
  // `扎完哭了两声就停了`: after the jab, a short cry, then no more tears.
  [/^(?:扎|打)完(?:针)?(?=哭|就哭|又哭)/gu, '打完针，'],
  [/哭了(一|两|几)声就(?:停了|不哭了|好了)/gu, '哭了$1声就不哭了'],
  // `贴脑门上`: stuck on, said with 在.
  [/(?<=贴)(?=脑门上|额头上|脸上|手上|衣服上|本子上|墙上|肚子上)/gu, '在'],
  // `玩疯了都不肯睡`: so happy at play there was no sleeping, not the parent's `玩疯了`.
  [/玩疯了(?:\s)?(?:都|也|还)?不(?:肯|想)睡(?:觉)?/gu, '玩得太开心了，还不想睡呢'],
  [/玩疯了/gu, '玩得可开心了'],
  // `睡觉非要爸爸讲故事`: at bedtime, said as a time.
  [/^睡觉(?=非要|一定要|要|还要)/gu, '睡觉的时候 '],
  // `晚上又抱着裙子睡`: still holding it at bedtime (`又` is the parent's sigh), told as `还`.
  [/(?<=^|\s|晚上|睡前)又(?=抱着\p{Script=Han}{1,6}睡)/gu, '还'],
  // `爸爸给带了个挖掘机`: brought for the child, who the parent left unsaid.
  // (`奶奶给熬了白粥`: cooked for the child too.)
  [/(?<=\p{Script=Han})给(?=带了|买了|做了|织了|熬了|煮了|炖了|蒸了|烤了|冲了|泡了|削了|剥了|切了)/gu, `给${CHILD}`],
  // `又抱着裙子睡`: to sleep, said whole.
  [/(?<=抱着\p{Script=Han}{1,5}?)睡$/gu, '睡觉'],
  // `晚上俩一起洗澡搭积木`: the two children, and one doing after the other.
  [/(?<=^|\s|晚上|下午|上午|早上|后来)(?:他|她)?俩(?=一起)/gu, '两个人'],
  [/(?<=一起)洗澡(?=搭|玩|看|画)/gu, '洗澡，又一起'],
  // `去郊区农场摘草莓 边摘边吃`: the farm, and one picked, one eaten.
  [/郊区(?=农场|的农场|果园)/gu, ''],
  [/(?<=^|\s)边(\p{Script=Han})边吃/gu, '$1一个，吃一个'],
  [/没装几个(?:了)?\s+(?=还|又)/gu, `没装几个 ${CHILD}`],
  [/^(小?篮子|小桶|小筐)(?:里)?(?:都|就)?没装几个/gu, `${CHILD}的$1里没装几个`],
  // `咯咯笑个不停`: the child laughed.
  [/^(咯咯|嘿嘿|哈哈)(?:地)?笑/gu, `${CHILD}$1地笑`],
  // `新家第一晚有点认床`: the first night is when, and the child is the one it happened to.
  [/^(\p{Script=Han}{0,3})第一(晚|夜|天)(?=有点|有些|就|一直|不|没|睡不)/gu, `$1第一$2 ${CHILD}`],
  // `幼儿园中午喝了腊八粥`: the kindergarten is where, its time first (`中午在幼儿园…`).
  [/(?<=^|\s)(幼儿园|幼稚园|学校)(早上|上午|中午|下午)(?=\p{Script=Han})/gu, '$2在$1'],
  // `剥的满手蒜味`: a smell left all over the hands, the child's.
  [/(?<=^|\s)(剥|包|切|摸|抓)[的得]满(手|身|脸)(\p{Script=Han}{0,2}味)(?=\s|$)/gu, `${CHILD}$1得满$2都是$3`],
  // `气得小脸通红`: the child was the cross one.
  [/^气得/gu, `${CHILD}气得`],
  // `说好周末穿着去公园 才肯换衣服`: the grown-up's promise for another day, and the child then did it.
  [
    /^说好((?:周末|明天|下次|下周|以后|晚上|周六|周日)\p{Script=Han}{2,10}?)\s+才肯(\p{Script=Han}{1,6})$/gu,
    `大人答应$1，${CHILD}才肯$2`,
  ],
  // `碰到一只大金毛 冲他汪了一声`: the dog barked at the child, not the child at someone.
  [/^(?:它|狗狗?)?(冲|朝|对着)(?:他|她)(汪|叫|吼|狂叫)/gu, `听见一只大狗$1${CHILD}$2`],
  // `今天带儿子第一次去理发店`, `带俩娃去海洋馆`: the parent taking the child along, told as where the child went.
  // `下午突然刮大风下暴雨`: the weather came, said without the child as its doer.
  [/(?<=^|\s|今天|上午|下午|晚上|傍晚)(?:突然|忽然)?(刮大风|下暴雨|下大雨|打雷)(?=\s|$|下|打|刮)/gu, ' $1了 '],
  [/(?<=了 )(下暴雨|下大雨|打雷)(?=\s|$)/gu, '$1了'],
  // `打雷贼响`: very loud.
  [/贼(响|大|冷|热|多)/gu, '特别$1'],
  // `今天幼儿园做了个纸盘子小狮子`: the kindergarten is where the doing was, `今天在幼儿园做了…`.
  [/(?<=^|\s|今天|上午|下午|中午)(幼儿园|幼稚园|托班|学校)(?=做|画|学|玩|唱|跳|折|剪|贴|捏|种|搭|涂)/gu, '在$1'],
  // `抱着小兔子听妈妈唱歌才好`: the child's own comfort, `才慢慢好起来`, not a sentence cut off at `才好`.
  [/(?<=^|\s)((?:抱着|搂着|靠着|趴在|听)\p{Script=Han}{1,12}?)才好了?(?=\s|$)/gu, '$1才慢慢好起来'],
  // `揉面揉的满脸都是面粉`: how far the doing went is said with `得`.
  [/(\p{Script=Han})(\p{Script=Han})\1的(?=满|一身|一地|浑身|全身)/gu, '$1$2$1得'],
  // `扶着跑 偷偷松手了`: the grown-up who held on let go later, `后来偷偷松开了手`.
  [/(?<=扶着\p{Script=Han}{0,3}\s)(偷偷|悄悄|慢慢)地?松(?:开)?了?手了?(?=\s|$)/gu, '后来$1松开了手'],
  // `摔了一跤膝盖蹭破点皮`: the fall, then the hurt of it, two parts of one sentence.
  [/摔了一?跤(?=(?:膝盖|小手|手|脸|额头|脑门|下巴|胳膊|腿|头|嘴)\p{Script=Han})/gu, '摔了一跤 '],
  [/(?<=膝盖|手|脸|额头|脑门|下巴|胳膊|腿)蹭破点皮/gu, '蹭破了点皮'],
  // `出来拿着恐龙贴纸又笑了`: out of the doctor's room, a time of its own, `出来以后`.
  [/(?<=^|\s)出来(?=拿着|抱着|手里)/gu, '出来以后'],
  // `吃完早饭爷爷就带她下楼玩雪`: the meal first, then the grown-up who took the child out.
  [
    /(?<=^|\s)(吃完|吃过)(早饭|早餐|午饭)(?:以后|后)?(?=(?:妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)(?:就|又)?带)/gu,
    '$1$2以后',
  ],
  // `到了太奶奶给他煮了红鸡蛋`: once there, what the family there did.
  [/(?<=^|\s)到了?(?=(?:太|老)?(?:奶奶|爷爷|外婆|外公|姥姥|姥爷)(?!家)\p{Script=Han}*?给)/gu, '到了以后'],
  // `回来非要挂在床头`: what is hung up was said before (what the child made), `非要把它挂在…`.
  [/(?<=非要|还要|要)(挂|摆|放)在(?=床头|墙上|门上|桌上|窗户上|冰箱上)/gu, '把它$1在'],
  // `奶奶也没说她`: the grown-up did not scold the child, `没有怪她`, not `没说小熊` (said nothing of her).
  [/(?<=(?:奶奶|爷爷|外婆|外公|姥姥|姥爷|妈妈|爸爸|老师)(?:也|都)?)没(?:说|骂|凶)(?=[他她](?:\s|$))/gu, '没有怪'],
  // `宝宝一开始躲在爸爸后面`, `小宝有点失落`: the parent's pet name for the child, as the clause's subject, is the child
  // (not `小宝宝`, a baby; not `二宝`, a younger sibling).
  [
    /(?<=^|\s|结果|后来|然后|的时候|时候)(?:宝宝|小宝(?!宝)|宝贝|小家伙|娃儿|闺女|丫头|小丫头|崽崽|囡囡)(?=一开始|刚开始|开始|有点|有些|就|还|也|又|一直|每天|坐|站|躺|冲|举|借|挑|选|一(?:听|看|见|进|到|回|上|下|出)|一大早|一早|嘟着|撅着|噘着|躲|哭|笑|吓得|很|好|特别|超|不|没|第一次|自己|今天|吃|玩|在|跟|和|说|被|把|嫌|小心|轻轻|偷偷|摸|揉|拿|抱|亲|帮|给|非要|看|听|画|做|学|穿|洗|摔|滑|爬|跑|跳|趴|喊|问|负责|帮忙|递|拿着|举着|演(?!出|员)|急|着急|生气|气得|吃醋|害羞|感冒|发烧|生病|咳嗽|拉肚子|流鼻涕)/gu,
    CHILD,
  ],
  // `爸爸妈妈带小宝去郊区农场`: the pet name as the one taken along or fetched is the child.
  [/(?<=带|领|接|陪)(?:宝宝|小宝(?!宝)|宝贝|小家伙|囡囡)(?=去|来|到|回|出)/gu, CHILD],
  // `奶奶跟她说话`: the grown-up talked with the child.
  [
    /(?<=(?:爸爸|妈妈|奶奶|爷爷|外婆|外公|姥姥|姥爷|老师|阿姨)(?:也|就|还|又|一直)?)(?:跟|对)([他她])说话/gu,
    '陪$1聊天',
  ],
  // `爸爸跟她说团团去很远的地方了`: the grown-up told the child (not the child speaking).
  [
    /(?<=(?:爸爸|妈妈|奶奶|爷爷|外婆|外公|姥姥|姥爷|老师|阿姨)(?:也|就|还|又)?(?:蹲下来|蹲下|走过来|过来|笑着|轻轻地?|小声地?|慢慢地?|耐心地?)?)(?:跟|对)([他她])说(?!话|了?(?:好几遍|好多遍|很多遍|好几次|好多次|半天))了?(?=\s*\p{Script=Han}{2})/gu,
    '告诉$1',
  ],
  // `妞妞推了宝宝一下`: the pet name as the one another child pushed, bit or grabbed at is the child too (not after
  // `抱`, where `宝宝` may be a baby the grown-up holds).
  [
    /(?<=(?:推|打|咬|抓|挠|撞|踢|拽|扯|挤|吓|拍)了?)(?:宝宝|宝贝|小家伙|小丫头|丫头|囡囡)(?=一下|一口|一把|[，\s]|$)/gu,
    CHILD,
  ],
  // `剪完阿姨给了根棒棒糖`: after the doing, the grown-up's gift to the child, not the child `剪完阿姨`.
  [
    /(?<=^|\s)((?:剪|理|打|洗|看|拔|扎)完(?:了)?(?:头发|针|牙)?)(老师|阿姨|叔叔|医生|护士|妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)(?:就|还)?给了?(?=[一个根块颗张]?\p{Script=Han})/gu,
    `$1以后 $2给了${CHILD}`,
  ],
  // `妈妈抱着剪的`: how the haircut or the jab was done, the child on the grown-up's lap.
  [/(?<=^|\s)(妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)抱着(?:剪|理)的(?=\s|$)/gu, `$1抱着${CHILD} 才把头发剪好`],
  [/(?<=^|\s)(妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)抱着打的(?=\s|$)/gu, `$1抱着${CHILD} 才把针打完`],
  // `走的时候还抱了抱`: a goodbye hug is given to those leaving, not `小熊还抱了抱` (hugged no one).
  [/(?<=(?:走|分开|告别|分别|说再见)的时候)\s*(还|又|也)?抱了?抱(?=\s|$)/gu, ' 大家$1抱了抱'],
  // `外婆煮了红糖姜水 喝完就犯困了`: the child drank what the grown-up made, not the grown-up.
  [/(?<=(?:水|汤|奶|茶|果汁)\s+)(?=喝完|喝了)/gu, CHILD],
  // `早上起床气`: the child's grumpy waking, said as what the child did, not `小熊起床气`.
  [/(?<=^|\s|早上|早晨|今早|今天早上)(?:有|闹)?起床气(?:好大|很大|特别大|超大)?(?=\s|$)/gu, '一起床就闹脾气'],
  // `在隧道那里人太多`: the crowd the child saw there, not the child being `人太多`.
  [
    /(?<=^|\s|结果|后来)在(\p{Script=Han}{1,6}?(?:那里|那儿|那边|里面|里|门口))人(?:太|好|特别|超|很|真|巨)?多(?:了|啊|呀)?(?=\s|$)/gu,
    `${CHILD}看到$1人好多好多`,
  ],
  // `下大雨还打雷`: the rain and the thunder, both the weather's, never `小熊还打雷`.
  [/(?<=^|\s|结果|突然|忽然|今天)(下大雨|下暴雨|下雨|下大雪|下雪)还(打雷|刮大风|刮风)了?(?=\s|$)/gu, '$1了 $2了'],
  // `姥姥拿针线给缝好了`: what was mended is the broken place of the thing just said; `现在抱着睡觉呢`: holding it.
  [/(?<=\p{Script=Han})给(缝|修|粘|补)(好|上)了(?=\s|$)/gu, '把坏掉的地方$1$2了'],
  [/(?<=^|\s|现在|还|每天|天天)抱着(睡觉|睡着了|睡)(?=呢|了|\s|$)/gu, '抱着它$1'],
  // `雨停了穿雨靴下楼踩水坑`: the weather, then what the child did in it.
  [/(?<=^|\s|后来|然后|等)(雨停了|雪停了|天晴了|太阳出来了)(?=[^\s他她我])/gu, `$1 ${CHILD}`],
  // `全家去奶奶家吃团圆饭`: the child went along with the whole family.
  [/(?<=^|\s|今天|晚上|中午)(?:我们)?(?:全家|一家人|一家子)(?:人)?(?:一起)?(?=去|回)/gu, `${CHILD}和全家一起`],
  // `豆豆把他搭的小房子推倒了 哭得稀里哗啦`: someone else's doing to the child, then the child's tears, not theirs.
  [/(?<=把[他她]\p{Script=Han}{0,8}了)\s+(?=哭|大哭|气哭|气得|委屈|哇哇)/gu, ` ${CHILD}`],
  // `在小区滑梯那玩`: a place's spoken `那`, read aloud as `那儿` (not `那玩具`, that toy).
  [/(?<=在\p{Script=Han}{1,8}?)那(?=玩(?!具|偶)|待|坐|等|跑|站)/gu, '那儿'],
  // `下大雨还打雷 去不成了`: the outing called off, said as the child kept indoors.
  [/(?<=了 )(?:就|都|也)?去不成了(?=\s|$)/gu, '出不了门了'],
  // `带娃儿去春熙路耍`: Sichuan's `娃儿` is the child too; so are Beijing's `妞儿` and `小家伙`, `崽崽`.
  [
    /(?:他|她|我)(?=(?:第一次)?带(?:着)?(?:儿子|闺女|女儿|娃儿|娃|孩子|宝宝|俩娃|两个娃|囡囡|小囡|囝囝|妞儿|丫头|小丫头|小家伙|崽崽|臭小子))/gu,
    '',
  ],
  [
    /(?<=^|\s|今天|上午|下午|晚上|第一次)带(?:着)?(?:儿子|闺女|女儿|娃儿|娃|孩子|宝宝|俩娃|两个娃|囡囡|小囡|囝囝|妞儿|丫头|小丫头|小家伙|崽崽|臭小子)(?=去|到|第一次)/gu,
    CHILD,
  ],
  // `刚出门就被树枝戳爆了`: what popped on a branch is the balloon the parent left unsaid, never the child.
  [
    /(?<=^|\s)(刚\p{Script=Han}{1,3}?)?(就)?被(\p{Script=Han}{1,3}?)(戳|扎|刺|挂|碰)(爆|破)了(?=\s|$)/gu,
    '气球$1$2被$3$4$5了',
  ],
  // `拴在他手腕上 一路上都捏得紧紧的`: the new balloon tied to the child's wrist (by whom, the parent leaves unsaid).
  [/(?<=^|\s)(拴|系|绑)在(?:他|她)的?(手腕|小手|手)上(?=\s|$)/gu, `气球$1在了${CHILD}的$2上`],
  [
    /(?<=在了\u{E000}的(?:手腕|小手|手)上)\s+一路上?都?(捏|攥|抓|握)(?:得|的)紧紧的(?=\s|$)/gu,
    `，${CHILD}一路上都$1得紧紧的`,
  ],
  // `正好赶上泼水节`: came upon it, told as done.
  [/(?<=^|\s)(正好|刚好|刚巧|正巧)赶上(?!了)(?=\p{Script=Han})/gu, `${CHILD}$1赶上了`],
  // `嘭的一声`: the bang of it, said with the popping.
  [/(?<=[爆破]了)\s+(嘭|砰|啪|嘣)的一声(?=\s|$)/gu, '，$1的一声'],
  // Sichuan `去春熙路耍`, `耍了一天`: to play (not `耍赖`, `玩耍`).
  [/(?<=去\p{Script=Han}{1,6}|^|\s)耍(?=\s|$|了|一)/gu, '玩'],
  [/第一次\u{E000}/gu, `${CHILD}第一次`],
  // `吓得他钻我怀里`, `吓得他直往后躲`: the child is already the subject, so no second 他.
  [/吓得(?:他|她)(?=钻|躲|扑|哭|哇|往|直|一直)/gu, '吓得'],
  [/(?:钻|扑)(?:进|到)?我(?:的)?怀里/gu, '钻进妈妈怀里'],
  // `躲我身后`: behind the parent who writes.
  [/躲(?:在)?我(?:的)?身后/gu, '躲在妈妈身后'],
  // The parent's tone a story for the child leaves out (`剪完还挺帅的哈哈`).
  [/还挺(帅|可爱|乖|好看)的/gu, '真$1'],
  [/把拔|拔拔|爸比|粑粑/gu, '爸爸'],
  // `他也哭`, `被姐姐凶了 哭哭`: the crying told as done, `也哭了`, not in baby talk.
  [/(?<=[也又还就])哭(?=\s|$)|(?<=^|\s)哭哭(?:了)?(?=\s|$)/gu, '哭了'],
  // `他们班跳麋鹿舞`: the child's class, told as the hero with the other children.
  [/(?<=^|\s)(?:他|她)们班(?:上)?(?!上|里|的)/gu, `${CHILD}和班上的小朋友们一起`],
  // `泡脚`: a winter evening's foot soak in hot water, as a story tells it.
  [/(?<=^|\s|睡前|晚上)泡(?:了)?(?:个)?(?:热水)?脚(?=\s|$)/gu, '用热水泡了泡脚'],
  // `老师发照片吃得挺好`: the teacher's photo showed how the child did.
  [/(老师|阿姨)发(?:了|来)?(?:照片|视频|小视频)(?:过来)?(?:说)?(?=\p{Script=Han})/gu, `$1发来照片，${CHILD}`],
  // `娃今天在幼儿园…`, `我家崽又…`: the parent's word for the child is the child.
  [
    /^(?:我家|我们家)?(?:娃|娃娃|崽崽|崽|小崽子|小家伙|小朋友|神兽|熊孩子)(?=今天|昨天|早上|上午|中午|下午|晚上|在|跟|和|把|被|又|也|还|一直|非要|说|自己|居然|竟然|第一次|终于|就|才|去|吃|玩|睡)/gu,
    CHILD,
  ],
  // `幼儿园吃了饺子`: what the child did there, said with 在.
  [/^(幼儿园|幼稚园|学校|托班)(?=吃|玩|学|画|唱|跳|做|包|搓|剪|贴|过|看|午睡)/gu, '在$1'],
  // `流感中招了`: the child caught it.
  [/^(流感|甲流|乙流|感冒|发烧|诺如|手足口|水痘)(?:又)?中招了?$/gu, '得了$1'],
  [/^(甲流|乙流|流感|诺如|手足口|水痘)了$/gu, '得了$1'],
  // `双十二给她买的新羽绒服到了`: the child's new things came; the shopping day is the parent's.
  [/^(?:双十二|双十一|双11|双12|618)\s*/gu, ''],
  [/^(?:\S{0,4}?)给(他|她)买的(\p{Script=Han}{1,8}?)到了/gu, '$1的$2到了'],
  // `一起帮我们家狗狗洗澡`: the children together, after a friend came over.
  [/^一起(?=帮|给)/gu, `${CHILD}和小伙伴一起`],
  // `她爸把自己那个给她了才消停`: the grown-up gave up their own, and only then did the crying stop.
  [
    /把自己(?:的)?那个给(?:了)?(他|她)(?:了)?(?:才|这才)(?:消停|不哭|好)(?:了|点|下来)?(?=\s|$)/gu,
    '把自己的那份给了$1，$1一下子就不哭了',
  ],
  // `给她买了新鞋子`: the family bought the child something, not the child someone.
  [/^(?:又|还)?给(?:他|她)买了/gu, `大人给${CHILD}买了`],
  // `睡前讲了三遍三只小猪`: the grown-up read it to the child, time and again.
  [/(?<=^|\s|睡前|晚上)讲了(一|两|三|四|五|六|好几|\d+)遍(?=\p{Script=Han})/gu, `大人给${CHILD}讲了$1遍`],
  [/(?<=\s)还要(?:再)?(?:听|讲)?第([一二三四五六七八九十\d]+)遍/gu, `${CHILD}还要听第$1遍`],
  // `他们俩在沙发上笑`, `他们都笑了`: the children together, not the hero's name with 们.
  [/^(?:他|她)们(?:俩|两个人?)(?=\p{Script=Han})/gu, '两个人'],
  // `俩人都哭`: both of them cried, told as done.
  [/(?:俩人|两个人)都哭(?![了着])/gu, '两个人都哭了'],
  // `俩人在海洋球池里疯了`: the two of them, as a story says it aloud.
  [/(?<=^|\s|早上|上午|中午|下午|晚上|后来)俩人(?=\p{Script=Han})/gu, '两个人'],
  // `在家呆了一天`: stayed home, 待 as a story writes it.
  [/(?<=在家|在家里)呆(?=了|着)/gu, '待'],
  // `拿胶带沾好了`: taped back together is 粘, a slip of the phone's keyboard.
  [/沾(?=好了|上了|起来|回去)/gu, '粘'],
  // `吃了俩肉包子`: two of a thing, as a story counts them.
  [/(?<=了)俩(?!人)(?=\p{Script=Han})/gu, '两个'],
  [/^(?:他|她)们(?!班)(?=\p{Script=Han})/gu, '大家'],
  // `下午接回来带去公园喂鸽子`: the grown-up fetched the child and took them out; the child fetched nobody.
  [
    /(?<=^|\s|早上|上午|中午|下午|傍晚|晚上)接(?:回来|回家)(?:以后|后)?带(?:着)?去(?!的)(?=\p{Script=Han}{2})/gu,
    `大人接${CHILD}回来以后，又带${CHILD}去`,
  ],
  // `… 笑得咯咯的` after the grown-up's doing: the child is the one who laughed.
  [/(?<=又带\u{E000}去\p{Script=Han}{2,10})\s+(?=笑得|开心得|乐得|玩得)/gu, ` ${CHILD}`],
  // `下午接回来去小区滑滑梯`: picked up and home, then out again; the child was not the one who fetched.
  [/(?<=^|\s|早上|上午|中午|下午|傍晚|晚上)接(?:回来|回家)(?:以后|后)?(?=去|就|在|又|还|一起|跟|和)/gu, '回到家以后'],
  // `下午接回来朵朵来家里玩`: picked up and home, then the friend came over (the child fetched nobody).
  [
    /(?<=^|\s|早上|上午|中午|下午|傍晚|晚上)接(?:回来|回家)(?:以后|后)?(?=\p{Script=Han}{1,3}?来(?:家里|家|我们家))/gu,
    '回到家以后 ',
  ],
  // `荡秋千 滑滑梯`: two turns at the playground, said as one doing (not `荡秋千了，滑滑梯`).
  [/(?<=荡秋千|滑滑梯|玩沙子|坐跷跷板)\s+(?=荡秋千|滑滑梯|玩沙子|坐跷跷板)/gu, '和'],
  // `她咬了乐乐一口 都哭了`: both children cried, not the one who bit.
  [/(?<=\p{Script=Han}\s)都(?=哭了|哭起来了|大哭)/gu, '两个孩子都'],
  // `最后是乐乐先说对不起的 她也说了对不起`: who said sorry first, and the child's sorry after, told together.
  [
    /(?<=^|\s)(?:最后|后来)?是?(\p{Script=Han}{1,3}?)先(?:说了?|道了?)(?:对不起|歉)的?\s+([他她])也(?:说了?|道了?)(?:对不起|歉)(?=\s|$)/gu,
    '最后$1先说了对不起，$2也跟着说了对不起',
  ],
  // `最后是乐乐先说对不起的`: who said sorry first, in the child's words.
  [/(?<=^|\s)(?:最后|后来)?是(\p{Script=Han}{1,3}?)先(?:说了?|道了?)(?:对不起|歉)的?(?=\s|$)/gu, '最后$1先说对不起'],
  // `鞋子还掉泥坑里了 爸爸去捡回来的`: the child's shoe fell in, and the grown-up fetched it.
  [
    /(?<=^|\s)(鞋子|鞋|帽子|袜子|小铲子|水壶|手套)(?:还|也)?掉(?:进|到)?了?(泥坑|水坑|水沟|河)里了?(?=\s|$)/gu,
    `${CHILD}的$1掉进了$2里`,
  ],
  [/(?<=^|\s)(爸爸|妈妈|奶奶|爷爷|外婆|外公|姥姥|姥爷|哥哥|姐姐)(?:跑)?去捡回来的(?=\s|$)/gu, '$1去把它捡了回来'],
  // `放学阿公载他去吃豆花`: after kindergarten, `放学后`.
  [/(?<=^|\s)放学(?!后|以后|了|回|的|路上)/gu, '放学后'],
  [/荷兰猪/gu, '小豚鼠'],
  [/马麻|麻麻|妈咪/gu, '妈妈'],
  [/(?<![其吉])(?:他|她)(?:爸)(?!爸)/gu, '爸爸'],
  [/(?<![其吉])(?:他|她)(?:妈)(?!妈)/gu, '妈妈'],
  // `排队的时候鞋子掉了一只`: the child's own shoe or cap that fell, `小熊的鞋子`, never `小熊鞋子`.
  [
    /(?<=^|\s|的时候|时候|结果|然后|后来)(鞋子?|一只鞋|帽子|袜子|手套|水壶|水杯|发卡|小发卡|围巾|外套|眼镜)(?=掉了|丢了|湿了|破了|脏了|不见了|找不到|找不着|飞了|被风吹)/gu,
    `${CHILD}的$1`,
  ],
  // `然后抱着他在沙发上讲故事`: the grown-up held the child, the child did not hold itself.
  [/(?<=^|\s|然后|后来|再)抱着(?:他|她)(?=在|讲|给|看|唱|哄|睡|念)/gu, `大人抱着${CHILD}`],
  // `睡了一大觉好多了`: the rest, then how the child was after it.
  [/(?<=觉|药|休息|休息了|睡了一会|睡了一会儿)(?=好多了|好些了|好一点了|好点了)/gu, ' '],
  // `挂了电话有点蔫`: how the child was after the call, with the call as its time; `蔫` as a child is, `蔫蔫的`.
  [/(?<=^|\s)挂了(电话|视频)(?!后|以后)\s*(?=有点|就|又|一直|还)/gu, '挂了$1后'],
  [/有点蔫(?![蔫了])/gu, '有点蔫蔫的'],
  // `把她的袜子叼跑了 她追着满屋子跑`: the child ran after the dog, not after the whole room.
  [/(?<=^|\s|[他她])追着(?=满屋子|满屋|满院子|满地)/gu, '追着它'],
  // `今天去医院看了`: the doctor seen, `看了病`.
  [/(?<=去(?:医院|诊所|社区医院|儿童医院)看了)(?=\s|$)/gu, '病'],
  // `他妈妈兑在苹果汁里`: the child's mum is the story's `妈妈`, never `小熊妈妈`.
  [/(?<=^|\s|然后|后来|还是|是)(?:他|她)(妈妈|爸爸)/gu, '$1'],
  [/因该/gu, '应该'],
  // `发烧了在家躺了一天`: ill, then what the ill day was, two doings said apart.
  [/(?<=发烧了|发烧|感冒了|生病了|拉肚子了|咳嗽了)(?=在家|躺了|睡了一天)/gu, ' '],
  // `出门前找不到他的小熊噗噗了`: the child's own toy, without a second `他` for whose it was.
  [/(?<=找不到(?:了)?)[他她]的(?=\p{Script=Han}{2})/gu, ''],
  // `明天还要在来`: the slip of `在` for `再`, before coming or doing again.
  [/(?<=还要|还想|要|想|明天|下次|下回)在(?=来|去|玩|看|吃|做|画|讲)(?![家里外上下这那])/gu, '再'],
  // `晚上翻了一圈`: the whole home searched, not the child rolling over.
  [/(?<=\s)(晚上|下午)?翻了一?(?:圈|遍)(?=\s|$)/gu, '$1大家到处翻了个遍'],
  [/(?<=^|晚上|下午|家里)翻了一?(?:圈|遍)(?=\s|$)/gu, '到处翻了个遍'],
  // `沙发底下床底下都找了`: the places searched, one by one, all of them.
  [/(?<=^\p{Script=Han}{1,3}(?:底下|下面|里面|后面))(?=\p{Script=Han}{1,3}(?:底下|下面|里面|后面)都(?:找|翻))/gu, '、'],
  [
    /^(\p{Script=Han}{1,3}(?:底下|下面|里面|后面)、\p{Script=Han}{1,3}(?:底下|下面|里面|后面))都(?:找|翻)(?:了|过了|遍了)/gu,
    '在$1都找遍了',
  ],
  // `最后在洗衣机里找到的`: found at last, told as done.
  [/找到的(?=\s|$)/gu, '找到了'],
  // `在沙坑里找到了` at the end: the lost thing said as `它`, or the line reads as the hero being found in the
  // sandpit. Not before words that say it themselves (`找到的 原来它跟脏衣服…`); before words of someone else
  // (`原来奶奶拿去洗了`) it is still said.
  [
    /(?<=在\p{Script=Han}{1,8}(?:里|上|下|边|旁边|后面|底下|下面|里面))找到了(?=$|\s+(?!(?:原来)?(?:它|跟|和|在|被|是|掉)))/gu,
    '找到了它',
  ],
  // `自己在那拍手`: `那儿`, as a story says the place aloud.
  [/在那(?=拍|玩|笑|哭|坐|站|跳|唱|转|乐|等)/gu, '在那儿'],
  // `她就站那不动`: stood there, said aloud as `站在那儿`.
  [/站那(?=不动|一动不动|看|发呆|不走)/gu, '站在那儿'],
  // `洗干净晾在阳台上`: the grown-up washed the found toy and hung it up to dry, not the child.
  [/^洗干净(?:了)?(?:以后|后)?(?=晾|挂)/gu, '大人把它洗得干干净净，'],
  // `爸比出差一个礼拜`: away for a week, told as done.
  [/出差(?=[一两三四五六七八九十半好]|\d)/gu, '出差了'],
  // `搬家了 新家在12楼`: the family moved, the child with them.
  [/^(?:今天)?搬家(?:了|啦)/gu, `${CHILD}家搬新家了`],
  // `搬去深圳`: where the friend moved to, told as done.
  [/(?<=^|\s)搬去(?!了)(?=\p{Script=Han}{2,4}(?:\s|$))/gu, '搬去了'],
  // `我说可以视频 他才好点`: the grown-up's comfort, and the child feeling better.
  [/^我说(?=可以|没事|不怕|会|等|下次|明天|以后)/gu, '大人说'],
  [/可以视频(?:通话|聊天)?/gu, '可以视频聊天'],
  // `原来跟脏衣服一起扔进去了`: how the lost toy got there.
  [/(?<=^|\s)原来(?:是)?跟(\p{Script=Han}{1,6})一起(?:被)?(扔|丢|放|塞)/gu, '原来它跟$1一起被$2'],
  [/才好点$/gu, '才好一点'],
  // `开着小夜灯才睡着`: asleep at last, told as done.
  [/才睡着$/gu, '才睡着了'],
  // `门口哭得稀里哗啦`: where it happened, said with 在.
  [/^((?:幼儿园|学校|校|家|小区)?门口)(?=\p{Script=Han})/gu, '在$1'],
  // `回来车上就睡着了`: asleep in the car on the way home, said as where first (`回家的车上，他…`); so on the boat,
  // the train or the plane home (`回来的船上就睡着了`).
  [/^(?:回来|回家)(?:的|在)?车上(?:就|一下就)?(?=睡着)/gu, '回家的车上就'],
  [/^(?:回来|回家)(?:的|在)?(船|轮渡|火车|高铁|飞机|大巴)上(?:就|一下就)?(?=睡着)/gu, '回家的$1上就'],
  [/(?<![在的]|^)(回来|回家)(?:的)?车上/gu, '在$1的车上'],
  // `奖励了一个冰淇淋`: a treat the child was given for being brave.
  [/^(?:还)?奖励了?一?(个|支|根|颗|块|盒|本|张|辆)(\p{Script=Han}{1,6})$/gu, '得到了一$1$2当奖励'],
  // `早上送园哭了`: the crying at drop-off, `送园的时候哭了`.
  [/送(园|幼儿园|幼稚园|托)(?=哭|没哭|不肯|抱着|一直)/gu, '送$1的时候'],
  // `回来在捷运上睡着了`: asleep on the train home, not at home.
  [
    /(?<![在的])(回来|回家)(?:的)?(?:路上)?在((?:捷运|地铁|公交|公交车|公车|巴士|大巴|火车|高铁|动车|船|飞机|出租车|的士)上)/gu,
    '在$1的$2',
  ],
  // `在外婆家吃的饭`: a meal had there, `吃了饭`.
  [/吃的(晚饭|午饭|早饭|饭)$/gu, '吃了$1'],
  // `我让他去道歉`: the child went and said sorry.
  [/^(?:我|妈妈|爸爸)?(?:让|叫)(他|她)去?(道歉|说对不起)了?$/gu, '$1去$2了'],
  // `小乌龟慢慢死了`: a pet's death told to a small child, gently.
  // `养的蚕宝宝死了一条`: one of several, `一条蚕宝宝不在了`.
  [/(蚕宝宝|蚕|蝌蚪|小鱼|金鱼|鱼|蜗牛|小鸡|乌龟|仓鼠|兔子|小鸟|鹦鹉)死了一([条只])/gu, '一$2$1不在了'],
  // `幼儿园养的蚕宝宝`: the class's creatures, kept by the teacher.
  [/(?<!在)(?:幼儿园|幼稚园|班上|班里)里?养的(?=\p{Script=Han})/gu, '老师在班上养的'],
  [
    /((?:乌龟|龟|仓鼠|小狗|狗狗|小猫|猫咪|兔子|豚鼠|小鸟|鱼|鹦鹉|蚕宝宝|蝌蚪|蜗牛)\p{Script=Han}{0,4}?)死了/gu,
    '$1不在了',
  ],
  // `早上发现的`: when the news was found, said with 是.
  [/(?<=^|\s)((?:今天)?(?:早上|上午|中午|下午|晚上))发现的$/gu, '是$1发现的'],
  // `刷完非要给豆豆也刷`: done with their own, and then the dog's too, `也刷一刷`.
  [/^(刷|洗|吃|画)完(?=非要)/gu, '$1完了，还'],
  // `刷完非要给豆豆也刷`: brushed the dog's teeth too, `也刷一刷`.
  [/(?<=给\p{Script=Han}{1,4})也(刷|洗|擦|梳)$/gu, '也$1一$1'],
  // `降温了 好冷`: the day turned cold.
  [/^(?:今天)?大?降温了?(?:\s+(?:好|太|超|特别)?冷(?:了|啊|呀|死了)?)?$/gu, '天一下子变冷了，外面冷飕飕的'],
  // `但是只是哈哈大笑`: a fall laughed off, the laugh told as what the child did.
  [/^(?:只是|就)?(哈哈大笑|咯咯地?笑)$/gu, '$1起来'],
  // `今天好冷`: the weather was cold, not the child (`小兔子好冷`).
  [/^(?:(今天|早上|上午|下午|晚上|外面)\s*)?(?:天气?)?(好|太|超|特别|真|很)冷(了)?(?:啊|呀|死了)?$/gu, '$1天气$2冷$3'],
  [/洗澡(?=沙子|泥)/gu, '洗澡时，'],
  [/往(\p{Script=Han}{1,3})上爬/gu, '爬上$1'],
  [/以经/gu, '已经'],
  // `爸爸出差一个礼拜今天终于回来了`: how long someone was away, then their coming back: two parts of one sentence.
  [
    /(?<=(?:[一两三四五六七八九十几半]个?)(?:礼拜|星期|周|月|多月)|(?:[两三四五六七八九十几]|好几)天)(?=今天|终于|总算)/gu,
    ' ',
  ],
  // `下午动物园 跟表姐豆豆`: who the child was with, said alone after the place: with them, not a bare `跟表姐豆豆`.
  [
    /^([跟和](?:表姐|表哥|表妹|表弟|哥哥|姐姐|弟弟|妹妹|奶奶|爷爷|外婆|外公|姥姥|姥爷|妈妈|爸爸|小伙伴|好朋友)(?:(\p{Script=Han})\2|小\p{Script=Han})?)(?:一起)?$/gu,
    '$1在一起',
  ],
  // `把小米笑得打嗝`: the child made the other one laugh, `逗得`.
  [/(?<=(?:^|[他她就还又])把\p{Script=Han}{1,3}?)笑得(?=直?打嗝|肚子疼|前仰后合|直不起腰|哈哈)/gu, '逗得'],
  // `她站第一排`: where the child stood, `站在第一排`.
  [/(?<=^|\s|[他她就还])站(?=第[一二三四五六]排|最前面|最后面|中间)/gu, '站在'],
  // `出来还跟奶奶说…`: once out of the place the day was at, the child's doing after it.
  [/^出来(?=(?:还|又|也|就)?(?:跟|和|对)\p{Script=Han}{1,4}说)/gu, '出来以后'],
  // `打完护士姐姐给了她一张贴纸`: the jab over, then what someone else did; not the hero doing both.
  [/^打完(?=(?:护士|医生|阿姨|叔叔|老师|妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)\p{Script=Han})/gu, '打完针以后'],
  [
    /^(打完针|打完疫苗|抽完血|看完病|看完医生|看完牙|剪完头发|理完发)(?=(?:护士|医生|牙医|理发师|阿姨|叔叔|老师|妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)\p{Script=Han})/gu,
    '$1以后',
  ],
  // `跟幼稚园请假`: leave taken, `请了假`.
  [/(?<=[跟向]\p{Script=Han}{2,4})请假$/gu, '请了假'],
  // `坐在后面的baby seat`: a seat is sat on, `坐在…座椅上`.
  [/坐在([^\s，]{0,8}?(?:座椅|椅子|座位|凳子|沙发|小板凳))(?![上里])/gu, '坐在$1上'],
  // `买了串糖葫芦`, `要了个风车`: the 一 a story says before the measure word.
  [
    /(?<=[买要吃拿收送画捡做搭堆摘喝挑借抓钓赢套贴戴穿带唱讲学打睡拍养种折剪捏交领挂]了)(串|个|只|条|根|块|本|张|件|颗|碗|杯|盒|包|朵|把|辆|双|盘)(?!饱|够|痛快|精光|遍)(?=\p{Script=Han})/gu,
    '一$1',
  ],
  // `哭唧唧的去道歉了`: a way of going takes 地.
  [
    /(哭唧唧|乐呵呵|笑嘻嘻|笑眯眯|气呼呼|美滋滋|慢吞吞|乖乖|开开心心|高高兴兴)的(?=去|跑|走|说|跟|把|拿|回|坐|吃)/gu,
    '$1地',
  ],
  // `一直喊faster faster`: what the child shouted, parted from the word of shouting.
  [/(?<=一直|大声|使劲|还|又|就|一路|跟着)喊(?=\p{Script=Han})/gu, '喊 '],
  [/擦破(?=一)/gu, '擦破了'],
  // `擦了碘伏贴了个创可贴 贴的是小猪佩奇的`: two doings parted, and the plaster's picture said of the plaster.
  [/(?<=[擦涂抹]了\p{Script=Han}{1,4})(?=贴了)/gu, ' '],
  [/(?<=创可贴|贴纸)\s+贴的是(\p{Script=Han}{2,8}?)的?$/gu, ' 上面画着$1'],
  // `他抱着大黄说大黄你陪我`: the child speaks to a pet or a toy by its name, said as its own words.
  [/(\p{Script=Han}{2,3})说\1你/gu, '$1说 $1，你'],
  // `开始嚎`, `嚎了一路`: a child's howling is crying.
  [/(?<=开始|就|哇哇|一直)嚎(?!叫)/gu, '哭'],
  [/^嚎(?=了)/gu, '哭'],
  [/(?<=^|\s)全程(?:嚎|哭)(?=\s|$)/gu, '全程都在哭'],
  // `一直抱着他的小熊`: the child's own toy.
  [/(?<=抱着|搂着|拿着|牵着|给)(?:他|她)的小熊/gu, '自己的玩具熊'],
  [/(?<=抱着|搂着|拿着|牵着)(?:他|她)的/gu, '自己的'],
  // `掉地上摔坏了`, `又哭一场`, `表哥来玩`: the 在 and 了 a story says.
  [/掉(?=地上|床下|水里)/gu, '掉在'],
  // `最后是老师抱进去的`: who carried the child in, told as done to the child.
  [/是(\p{Script=Han}{1,4}?)(抱|背|拉|牵|送)(进去|进来|出来|回来|回家|上去|下来)的(?=\s|$)/gu, `$1把${CHILD}$2了$3`],
  // `抱着哄了半天才睡着`: the grown-up held the child and soothed them; the child fell asleep.
  [
    /(?<=^|\s|晚上|睡前|半夜)抱着哄了(半天|好久|很久|一个小时|一会儿?)才睡着了?(?=\s|$)/gu,
    `大人抱着${CHILD}哄了$1才睡着了`,
  ],
  // `面粉弄得满脸都是`: the child's face was all floury.
  [
    /^(面粉|颜料|泥巴|泥|奶油|巧克力|酸奶|饭粒|沙子)(?:弄|搞|蹭|抹|涂|糊|沾)[的得](满脸|满身|一脸|一身|满手|满头)都是$/gu,
    `${CHILD}弄得$2都是$1`,
  ],
  // `发烧了 38度5`, `发烧38度5`: how high the fever went, `烧到了38度5`.
  [/(\d{2})\.(\d)度/gu, '$1度$2'],
  [/发烧(?:了)?\s*(\d{2}度\d?)(?=\s|$)/gu, '发烧了，烧到了$1'],
  [/(?<=^|\s)烧到(?:了)?(\d{2}度\d?)(?=\s|$)/gu, '发烧了，烧到了$1'],
  // `一整天蔫蔫的`: the whole day long, `一整天都蔫蔫的`.
  [/(一整天|一天|一上午|一下午)(?=蔫|没精神|没什么精神|无精打采|病恹恹|迷迷糊糊)/gu, '$1都'],
  // `剃完照镜子`: once the haircut was done, the child looked in the mirror.
  [/(?<=^|\s)(剃|理|剪)完(?:头|头发)?\s*(?=照镜子|照照镜子)/gu, '$1完头，'],
  // `晚上洗好澡一起看绘本`: `together` with nobody named is with the grown-up who writes.
  [/(洗好澡|洗完澡|洗了澡|吃完饭|吃好饭|吃过饭)\s*一起(?=看|读|玩|搭|画|唱|拼)/gu, '$1，和妈妈一起'],
  // `下午回家跟我一起烤饼干`: home first, then what was done there with the grown-up.
  [/(?<=^|\s|中午|下午|傍晚|晚上)回家(?:以后|后)?(?=[跟和]\p{Script=Han}{1,4}一起)/gu, '回到家，'],
  // `躺沙发上`, `坐地上`: lying or sitting somewhere, said with 在.
  [/(?<=躺|坐|趴)(?=沙发上|床上|地上|地板上|草地上|垫子上)/gu, '在'],
  // `自己挑的星星模具`: the child chose it.
  [/^自己(挑|选|拿|搭|配)的(\p{Script=Han}{1,6})$/gu, `${CHILD}自己$1了$2`],
  // `月饼只吃蛋黄`: the part of a food the child ate, told after the eating (`他只吃蛋黄` is the child, no food).
  [
    /(?<=^|\s)(?![他她它我你]|宝宝|哥哥|姐姐|弟弟|妹妹)(\p{Script=Han}{1,3})只吃(蛋黄|馅|馅儿|皮|肉|奶油|草莓|上面的\p{Script=Han}{1,3})(?=\s|$)/gu,
    '吃$1只吃$2',
  ],
  // `要我读了五遍`: what the child had the grown-up do.
  [/(?<=^|\s)要我(?=读|讲|念|唱|抱|陪|背|画)/gu, '非要我'],
  // `结果我一喂奶她就闹`: the baby's feed is what set the child off.
  [/(?<=^|\s)(?:结果)?我一(喂奶|抱(?:弟弟|妹妹|二宝|宝宝))(?:他|她)?就闹(?=\s|$)/gu, '一看到妈妈$1就闹了起来'],
  // `外面风好大`: the wind outside is the wind.
  [/(?<=^|\s)外面(?=风|雨|雷|雪)/gu, ''],
  // `有一本是好饿的毛毛虫`: one of the books the child chose, by its title.
  [/(?<=^|\s)有一本是(\p{Script=Han}{2,10})(?=\s|$)/gu, '挑的书里有一本是《$1》'],
  // `带去楼下理发店剪头发`: the child taken somewhere went there.
  [/(?<=^|\s)带去(?=\p{Script=Han}{2})/gu, '去'],
  // `今天姥姥带去社区医院看了`: the grown-up took the child there; the child is said after 带.
  [/(?<=(?:奶奶|姥姥|外婆|婆婆|爷爷|姥爷|外公|爸爸|妈妈|阿姨|老师))带去(?=\p{Script=Han}{2})/gu, `带${CHILD}去`],
  // `一条都没钓到`: not one fish caught.
  [/(?<=^|\s)一(条|只|个)都没(钓|抓|捞)到/gu, '连一$1鱼也没$2到'],
  [/(?<=又|大)哭一场/gu, '哭了一场'],
  [/(?<!再|还|(?:^|\s)在)来玩$/gu, '来玩了'],
  [/没几个$/gu, '没几个了'],
  [/辅助论/gu, '辅助轮'],
  [/一会(?!儿)/gu, '一会儿'],
  [/啥/gu, '什么'],
  [/超级?(?!市|人)(?=\p{Script=Han})/gu, '特别'],
  [/巨(?=大|好|开心|多)/gu, '特别'],
  [/(出生|下雪|下雨|回来|来)啦/gu, '$1了'],
  [/吓到(?=躲|抱|哭|不敢|往|捂)/gu, '吓得'],
  // (`开心的一天`, `开心的事`: a feeling before a noun of the day keeps its 的.)
  [
    /(吓|哭|急|气|累|冻|热|痒|自豪|激动|开心|高兴|兴奋)的(?!一天|一个|事|时候|日子|样子|心情|笑容|表情)(?=\p{Script=Han})/gu,
    '$1得',
  ],
  // `推的慢慢的`, `切的歪歪扭扭`, `敲的可带劲了`: how a doing went, after its verb, takes 得.
  [
    /(推|走|骑|开|切|敲|弹|写|画|跑|跳|唱|搭|剪|堆|拼|踢|扔|摆|排|涂|撕|叠|飞|游|爬|滑|扭|荡|洗|擦|晒|刷|梳|扫|烤|煮|蒸|炖|收拾|打扮)的(?=(\p{Script=Han})\2|可|老|特别|超|真)/gu,
    '$1得',
  ],
  [/哭到不行/gu, '哭得不行'],
  // `唱的跑调了`: how the singing went takes 得.
  [/唱的(?=跑调|走调|好听|不错)/gu, '唱得'],
  // `接宝贝的时候王老师说…`: the parent's pet name for the child, fetched, is the hero.
  [/(?<=^|\s|去|来)接(?:宝贝|宝宝|小宝(?!宝)|小家伙|孩子|娃)(?=的时候)/gu, `接${CHILD}`],
  // `下课跟朵朵一起鞠躬`: after the class, as a story says it.
  [/(?<=^|\s)下课(?=跟|和|去|在|就|还|又|一起)/gu, '下课后'],
  // `风呼呼的刮`, `雨哗哗的下`: a doubled word of how, before the doing, takes 地.
  [
    /(\p{Script=Han})\1的(?=(?:刮|吹|下|响|叫|跑|转|飘|飞|走|流|摇|晃|落|打)(?:着|了|起来|个不停)?(?:\s|$))/gu,
    '$1$1地',
  ],
  // `带了她两年的小周阿姨今天走了`: the nanny who looked after the child is the one leaving, told first by name.
  [
    /^(?:从小)?(?:带|照顾)了?([他她])(\p{Script=Han}{1,4}?)的(\p{Script=Han}{0,2}(?:阿姨|保姆|育儿嫂|奶奶|外婆|姥姥))(今天|昨天|明天)?(?:要)?(走了|回老家了?)$/gu,
    '$3照顾了$1$2，$4要$5',
  ],
  // `抱着不松手`: whom the child held on to is the grown-up who writes.
  [/^(?:一直|就)?(?:紧紧)?(抱|搂|拽|拉)着不(松手|撒手|放)/gu, `${CHILD}紧紧$1着我不$2`],
  // `吃饭都要坐我腿上 心里酸酸的`: even at the meal, on the lap; the aching heart after it is the parent's own.
  [/^(吃饭|吃晚饭|睡觉|洗澡)都要坐(?:在)?(我|妈妈|爸爸)(怀里|腿上|身上)/gu, '$1的时候也要坐在$2$3'],
  [/(?<=(?:我|妈妈|爸爸)(?:怀里|腿上|身上))\s+(?:我)?心里(?:酸酸的|酸溜溜的|好酸|一酸)$/gu, ''],
  // `手背一道红印子`: the mark a scratch left on the child's hand.
  [/(?<=^|\s)(手背|手臂|胳膊|小手|小脸|脸)(?:上)?(?:有)?一道红印(子)?(?=\s|$)/gu, '$1上多了一道红印$2'],
  // `哇一下就哭了`: the tears all at once, with their sound.
  [/^哇(?:的|地)?一下(?:子)?(?:就)?哭了(?=\s|$)/gu, `${CHILD}哇地一声就哭了`],
  // `一开门就哇的哭了`: the sound of the crying, said with 地.
  [/(哇|呜|哇哇|呜呜)的(?=(?:一声)?(?:大)?哭)/gu, '$1地'],
  // `被个大哥哥泼了一盆`: splashed with a basin of water, by one big boy.
  [/被个(?=\p{Script=Han})/gu, '被一个'],
  [/泼了(?:一)?(盆|桶|杯|瓢)(?!水)/gu, '泼了一$1水'],
  // `气的直跺脚` (its 的 made 得 just above): the child was the cross one, told as the hero's.
  [/^(气|急|吓|乐)得(?=直|哇哇|小脸|跺脚|大哭|哭)/gu, `${CHILD}$1得`],
  // `愣了两秒哈哈大笑`: the child stood still a moment, then laughed: two doings, one after the other.
  [/^(愣|呆|懵)(?:住)?了(一下|两秒|几秒|一秒|一会儿?)?\s*(?=哈哈|咯咯|嘎嘎|大笑|笑|哇地|哭)/gu, `${CHILD}$1了$2，`],
  // `跑太快一头撞门框上`: how fast with 得, and where the head hit with 到.
  [/(?<=跑|走|骑|冲)(?=太快|太急|太猛)/gu, '得'],
  // `跑两步又回去追浪花`: a few steps away, then back again.
  [/(?<=^|\s|[他她])跑(?:了)?两步又(?:回去|回头|跑回去|转回去)追/gu, '跑了两步 又回头去追'],
  [/(?<=太快|太急|太猛)(?=一头|咚)/gu, ' '],
  [/(?<=撞|磕|碰)(?=(?:门框|门|墙|桌角|桌子|柜子|床角|椅子)上)/gu, '到了'],
  // `她爸拿煮鸡蛋给滚了半天`: the egg rolled on the child's bump, as a story says it.
  [
    /拿(?:了)?(?:个|一个)?(煮鸡蛋|鸡蛋|冰袋|毛巾)给(?:[他她])?(滚|揉|敷|捂)了半天/gu,
    `拿来一个$1 给${CHILD}轻轻$2了好一会儿`,
  ],
  // `笑的嘎嘎的`, `乐的哈哈的`: a laugh's sound after the verb takes 得.
  [/(笑|乐|叫|喊)的(?=([嘎咯哈呵嘻嗷哇])\2)/gu, '$1得'],
  // `咳嗽的厉害`: how much, said with 得.
  [/(?<=\p{Script=Han})的(?=厉害|要命)/gu, '得'],
  [/那个(?=大|小)/gu, ''],
  // `扶着那个企鹅助滑器`: the parent's `that` before a thing is no word of the story's.
  [/(?<=[着了把在怕的])那个(?=\p{Script=Han}{2})/gu, ''],
  // `幼儿园里跟浩浩抢…`: where it happened, said with 在.
  // The kindergarten is the scene's own place, said by the story already: `幼儿园里跟浩浩抢…` is `跟浩浩抢…`.
  [/^(?:幼儿园|幼稚园|学校|班)里(?=跟|和|被|玩|把|给|自己|一直)/gu, ''],
  [/^(公园|商场|小区|超市|游乐场)里(?=跟|和|被|玩|把|给|自己|一直)/gu, '在$1'],
  // `带回家取名叫小红`: the new pet taken home and named.
  [/^带回(?:了)?家\s*(?:取名|起名)叫/gu, '把小家伙带回了家，还起了名字，叫'],
  // `商场圣诞树已经摆出来了`: a thing of the place, `商场里的圣诞树`.
  [/^(商场|小区|楼下|街上|超市)(?=圣诞|彩灯|灯笼|树|花)/gu, '$1里的'],
  // `两兄妹给爷爷捶背`: the two children, as a story says them.
  [/(?<=^|\s|晚上|下午|上午|早上|后来)(?:两|俩)(兄妹|姐妹|姐弟|兄弟)/gu, '$1俩'],
  [/(小心翼翼|轻轻|慢慢|紧紧)(?=[摸抱拉走看拍])/gu, '$1地'],
  [/(拖|抱|拿|牵)着在/gu, '$1着它在'],
  // `等了好久 她坐不住`: a small child who cannot sit still, told as the wriggling it is.
  [/^([他她])?(坐|待)不住(?:了)?$/gu, `$1$2不住了，扭来扭去`],
  // `叽叽喳喳闹到十点多`: the sound of the doing, said with 地.
  [/^(叽叽喳喳|嘻嘻哈哈|吵吵闹闹|打打闹闹)(?=闹|说|笑|玩|聊|跑|叫)/gu, '$1地'],
  // `下午 公园 跟乐乐`: the place, then who was there, said as one (`公园跟乐乐`).
  [
    /(?<=(?:公园|游乐场|小区|广场|图书馆|动物园|市场|超市|商场|外婆家|奶奶家|姥姥家))\s+(?=[跟和]\p{Script=Han}{1,4}(?:一起)?$)/gu,
    '',
  ],
  // `下午跟奶奶菜市场`: with whom, and the place gone to, with no verb: told as gone there together (`跟奶奶一起去公园`
  // has its verb).
  [
    /^((?:今天|早上|上午|中午|下午|傍晚|晚上)?\s*[和跟](?:奶奶|爷爷|外婆|外公|姥姥|姥爷|妈妈|爸爸|哥哥|姐姐|弟弟|妹妹|(\p{Script=Han})\2))(?![去到在]|一起)(?=\p{Script=Han}{0,3}(?:公园|动物园|图书馆|游乐场|广场|菜市场|市场|超市|商场)$)/gu,
    '$1去',
  ],
  // `下午和乐乐在公园`: with whom, and where, told as played there together.
  [
    /^((?:今天|早上|上午|中午|下午|傍晚|晚上)?)\s*([和跟]\p{Script=Han}{1,4}?)(?:一起)?在(\p{Script=Han}{0,4}(?:公园|游乐场|小区|广场|图书馆|动物园|沙坑|楼下|院子里?))$/gu,
    `$1 ${CHILD}$2一起在$3玩`,
  ],
  // `今天好热`, `今天好冷啊`: the weather of the day, not the child (`今天天气好热`, never `今天小熊好热`).
  [/^(今天|今儿|今天上午|今天下午|这两天)(好|太|特别|超级?|真|有点)(热|冷|闷|晒)(?:死了|了|啊|呀)?$/gu, '$1天气$2$3'],
  // `晚上凉快点了去楼下放风筝`: the air cooled, then the child went: two doings, the weather's and the child's.
  [
    /^(早上|上午|中午|下午|傍晚|晚上)?(?:天气?)?(凉快|暖和)(?:一)?点?了?(?=去|就去|才去|出去|出门)/gu,
    `$1天$2一点了 ${CHILD}`,
  ],
  [/^(?:热死了|好热|太热了)/gu, '天特别热'],
  [/^(\p{Script=Han}{2,3})当(?=\p{Script=Han})/gu, '用$1当'],
  [/(?<!烧到了\d*)(\d+)度(?!\d)/gu, '$1度了'],
  // `搭的比刚才还高`, `跑的比哥哥快`: how well, compared, takes 得 (`我的比你的大` stays a thing's).
  [
    /(搭|跑|跳|长|画|写|堆|吃|唱|爬|飞|骑|走|拼|叠|捏|剪)的(?=比(?:刚才|上次|以前|之前|原来|昨天|平时|哥哥|姐姐|弟弟|妹妹|爸爸|妈妈|谁|我|他|她))/gu,
    '$1得',
  ],
  // `奶油抹的满脸都是`, `泥巴溅的一身`: where it went, after the verb, takes 得.
  [/(抹|涂|弄|搞|蹭|溅|洒|撒|糊|沾|刷|喷|冲|淋|吃|玩|染)的(?=满|一脸|一身|一手|到处|浑身|两只手|小手|手上)/gu, '$1得'],
  // `刷的满嘴泡泡`: brushing alone, said whole (`刷牙`), and where the foam went, `满嘴都是`.
  [/(?<=非要自己|要自己|自己)刷(?=\s|$)/gu, '刷牙'],
  [/满(嘴|脸|身|头)(泡泡|泡沫|奶油|泥巴|沙子|面粉|水)$/gu, '满$1都是$2'],
  // `在放一次`, `在来一次`: the phone's slip of 再 (again) before a doing once more.
  [
    /(?<=^|\s|说|喊|还要|要|想)在(?=(?:放|玩|来|吃|看|讲|读|滑|坐|荡|跳|唱|画|搭|试|飞|骑|抱)(?:一)?(?:次|遍|下|会儿?|回))/gu,
    '再',
  ],
  // `松鼠松鼠别跑 在来玩`: the same slip of 再 before `来玩`, `来呀`.
  [/(?<=^|\s|，|说|喊|跑|要|想)在(?=来(?:玩|呀|啊|哦|吧|找))/gu, '再'],
  // `我明天在来看你`: the same slip after a time to come (`明天在家` stays where).
  [/(?<=明天|后天|下次|下回|以后|等会儿?|待会儿?)在(?=来|去看|去玩|去接|打|讲|读)/gu, '再'],
  // `掉下来好几盒饼干`: what fell, said first.
  [/掉下来(好几|一|几|两|三|四|五)(盒|个|包|瓶|本|袋|罐|箱)(\p{Script=Han}{1,4})(?=\s|$)/gu, '$1$2$3掉了下来'],
  // `早教课玩彩虹伞`: at the lesson, what the child did there (the event said first, as the parent types it).
  [/^(\p{Script=Han}{1,4}课)(?=(?:玩|学|唱|画|跳|做|拍|搭)\p{Script=Han})/gu, '$1 '],
  // `楼下荡秋千`: where it was done, said with 在.
  [/^(楼下|楼上|院子里|小区里)(?=荡|玩|骑|滑|踢|跳|跑|捡|喂|摘)/gu, '在$1'],
  // `坐公交车自己投币`: the coin put in by the child's own hand.
  [/(?<=\p{Script=Han})自己投(?:了)?币/gu, ' 自己把硬币投了进去'],
  // `拐弯没刹住撞到货架上`: the turn is when it happened.
  [/(?<=^|\s)拐弯(?=没刹住|没停住|刹不住)/gu, '拐弯的时候'],
  // `看见只小松鼠`: the measure word said with its `一`.
  [/(?<=看见|看到|瞧见|碰到|遇到|捡了|捡到|抓了|抓到)(?=[只个条朵片块](?!有|是|能|要|剩|好))/gu, '一'],
  // `一躺那椅子上就哭`: lay down on it, said with 到 (the parent's `那` goes).
  [/一(躺|坐|趴|爬)(?:那|那个|在那)?(?=(?:大)?(?:椅子|床|凳子|沙发|床上)上?就)/gu, '一$1到'],
  // `捏着鼻子一口干了`: a drinking toast of the grown-ups; a child drinks it all up in one go.
  [/一口(?:气)?干了/gu, '一口气喝光了'],
  // `哭的超大声`: a verb's complement takes 得.
  [
    /(哭|笑|冻|吓|累|吃|包|绑|系|画|写|捏|玩|跑|睡|热|激动|开心|高兴|好|疯|急|气|紧张|乐)的(?=打嗝|肚子疼|直不起腰|前仰后合|太|撕心裂肺|通红|满|歪|不行|要命|跟|气喘|特别|好|很|挺|直|哇哇|浑身|眼泪|手|停不|乱七八糟)/gu,
    '$1得',
  ],
  // `她也跟到扭`: the south-west `跟到` is `跟着` before a doing.
  [/跟到(?=扭|跳|跑|唱|学|走|喊|笑|闹|摇|拍|做|念)/gu, '跟着'],
  // `挖了好久沙 巴适得很`: the Sichuan `great`, after what the child did, is the child's joy in it.
  // (`老得劲了`: the north-east's.)
  [/(?<=\S\s+)(?:(?:巴适|安逸)(?:得很|得板|惨了|得板板)?|(?:老|可|贼|真)得劲(?:了|儿)?)(?=\s|$)/gu, '开心极了'],
  // `保安叔叔过来帮忙才弄出来`: the helper got it out, said with what was got out.
  [/(?<=帮忙|帮[他她])才(弄|拿|拔|拽|抠|取|掏)出来了?(?=\s|$)/gu, ' 才把它$1了出来'],
  // `宇宇骑好快他一直追`: how fast the other rode takes 得, and the child after them is a phrase of its own.
  [/(?<=[骑跑游走开爬])好(?=快|远|高)/gu, '得好'],
  [/(?<=得好快|得好远|得太快|跑好快)(?=[他她](?:一直|在后面|就)?追)/gu, ' '],
  // `黑糖一直舔他的脸 笑到不行`: licked or tickled, the child is the one who laughed.
  [
    /(?<=(?:^|\s)[^\s]*(?:舔|亲|挠|逗|蹭)[他她][^\s]*\s+)(?:笑|乐)[得的到](不行|停不下来|合不拢嘴|咯咯的)(?=\s|$)/gu,
    `${CHILD}笑得$1`,
  ],
  [/(笑|乐)到(?=不行|停不下来)/gu, '$1得'],
  // `鞋子卡进去了拔不出来`: stuck, and then it would not come out: two steps of the trouble.
  [/卡(进去|住|在\p{Script=Han}{1,5}?)了(?=拔不|拿不|取不|弄不|抽不)/gu, '卡$1了，'],
  // `风筝飞的老高 一直喊…`: a kite or a balloon does not shout; the child does.
  [/(?<=(?:风筝|气球|泡泡|飞机|小鸟)\p{Script=Han}{1,6}\s+)(一直|大声|还|就)?(喊|叫)(?!了)/gu, `${CHILD}$1$2`],
];

/** Words that mean the parent is speaking of themselves as the one who did it. */
/** Breeds a family's dog or cat is called by (`大福是我们家柴犬`). */
const BREED = '柴犬|柯基|金毛|泰迪|哈士奇|比熊|博美|拉布拉多|边牧|雪纳瑞|英短|美短|布偶猫|橘猫|狸花猫';

// `我们家柯基豆包…`: the family's dog of a breed is a pet of the day, never the parent's own doing.
const SELF = new RegExp(
  `^(?:我(?!们)|我们家(?!的?(?:猫|狗|小|兔|仓鼠|乌龟|鹦鹉|鱼|金鱼|二宝|老大|老二|宝宝|${BREED})|的?(?:那只|那条)?\\p{Script=Han}{0,2}(?:猫|狗|${BREED})))`,
  'u',
);

/** Weather and noises a clause may begin with: what the child then did goes with it. */
const WEATHER = /^(?:鞭炮|雷|风|雨|雪|台风|打雷|刮风|下雨|下雪|烟花)/u;

/** People and things a clause may begin with, told as the parent wrote them; animals of an outing among them (not
 * the panda, a hero of the catalog). */
/** A grown-up called by surname (`小周阿姨`, `王叔叔`, `老李`): someone else, never the child. */
const SURNAMED =
  '(?:小|老)?[王李张刘陈杨赵黄周吴徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛闫段侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔汤](?:阿姨|叔叔|老师|奶奶|爷爷|医生|护士)';

const OTHERS = new RegExp(
  `^(?:${SURNAMED}|(?:幼儿园|幼稚园|班上|班里|学校|早教)的\\p{Script=Han}{0,2}(?:老师|阿姨)|(?:邻居|隔壁|楼上|楼下|对门)家?的|(?:楼下|隔壁|小区|街上|门口)?\\p{Script=Han}{0,3}(?:店|馆|超市)的(?:阿姨|叔叔|姐姐|哥哥|爷爷|奶奶|老板|师傅)|小(?:妹妹|弟弟)(?=出生|生了|来了|回家|出院)|(?:幼儿园|幼稚园|托班|学校)(?=(?:也|都)?(?:停课|不上课|放假))|外面(?=刮|下|打雷)|大狗|大黑狗|一只狗|一条狗|(?:一|有一?)(?:只|头|条|匹)(?:大|小)?(?:山羊|绵羊|羊驼|小羊|鸭子|大鹅|鹅|猴子|鸽子|海鸥|孔雀|小鸡|公鸡|小狗|小猫|松鼠|小鸟)(?=把|在|跑|冲|叼|抢|吃|啄|对|朝|跟|一直|过来|飞)|长颈鹿|羊驼|骆驼|梅花鹿|小鹿|山羊|绵羊|猴子|老虎|狮子|大象|企鹅|海豚|海狮|斑马|袋鼠|孔雀|小鸡|鸭子|小鸭子|鸽子|小羊|奶牛|小猫|小狗|猫咪|狗狗|爸爸|妈妈|爷爷|奶奶|外公|外婆|姥姥|姥爷|阿公|阿嬷|阿嫲|阿婆|婆婆|嫲嫲|阿爷|太奶奶|太爷爷|(?:公园|小区|商场)?的?保安(?:大爷|叔叔|大叔)?|路过的\\p{Script=Han}{0,2}(?:爷爷|奶奶|阿姨|叔叔|哥哥|姐姐)|师傅(?=给|帮|把|说|拿|让)|大爷(?=拿|帮|给|把)|三个人|仨人|好多(?=鱼|锦鲤|金鱼|鸽子|鸭子|小鸭子|小鱼)|哥哥|姐姐|弟弟|妹妹|表哥|表姐|表弟|表妹|堂哥|堂姐|堂弟|堂妹|舅舅|姑姑|小姨|大姨|二姨|姨妈|小姑|舅妈|婶婶|阿姨|叔叔|伯伯|(?:(?![被让叫给跟和把对向])\\p{Script=Han})?老师|理发师|工作人员(?:叔叔|阿姨|哥哥|姐姐)?|(?:一个|一位)?(?:消防员|警察|救生员|列车员|司机|管理员)(?:叔叔|阿姨|哥哥|姐姐)?|牙医(?:叔叔|阿姨)?|店员(?:叔叔|阿姨|哥哥|姐姐)?|(?:收银员?|售货员)(?:叔叔|阿姨|哥哥|姐姐)?|服务员(?:叔叔|阿姨)?|理发(?:阿姨|叔叔|师傅|小哥哥|小姐姐)|空姐(?:姐姐|阿姨)?|空乘(?:姐姐|阿姨)?|乘务员(?:姐姐|阿姨)?|教练|医生|护士|老板|圣诞老人|朋友|好朋友|小伙伴|同学|亲戚|客人|两个|俩人|(?:兄妹|姐妹|姐弟|兄弟)俩|(?:商场|小区|楼下|街上|超市)里的|大家|全家|一家人|一大家子|大人(?=给|陪|带|把|说|抱着|接|不让|来接|点|答应)|旧家|新家|原来它|二宝|家里|人一|鞭炮|来了(?:一)?个新|(?:小区|楼下|公园|广场|幼儿园|门口|街上|外面|商场|村里)(?:里|上|门口)?有(?![点些])|(?:俩|两个|三个|仨)(?:表|堂)?(?:哥|姐|弟|妹|小家伙|小朋友|孩子|娃)|(?:一个)?(?:海浪|大浪|浪花|浪)(?=打|冲|卷|拍|一|过来|来了)|(?:烘手机|干手机|吹风机|吸尘器|扫地机器人|扫地机|搅拌机|榨汁机|破壁机|洗衣机|电钻|警报器?|门铃|闹钟)(?=\\p{Script=Han}{0,4}(?:响|叫|吹|转|吼))|雷|风|雨|雪|台风|天|太阳|月亮|窗户|气球|外面的风|外面刮台风|今年第一场|下雪|下雨|打雷|刮风|下了(?=\\p{Script=Han}{0,6}[雨雪]))`,
  'u',
);

/**
 * A time a clause may begin with: the hero's name comes after it. (Not `最后一次`, the last time: `小熊最后一次在滑梯那儿玩`.)
 */
const TIME =
  /^(?:[^\s，]{1,8}的时候|[^\s，]{1,6}之前(?=\p{Script=Han})|(?:今天|昨天|前天)(?:早上|上午|中午|下午|傍晚|晚上|夜里|半夜)|昨晚|昨夜|这两天|这几天|今天|昨天|前天|一大早|一早(?:起来|起床)?(?=就|\s)|早上|上午|中午|下午|傍晚|晚上|今晚|睡前|(?:睡觉|午睡|吃饭|洗澡|出门|临睡)前|半夜|白天|(?:周末|(?:周|星期|礼拜)[一二三四五六日天])(?:早上|上午|中午|下午|傍晚|晚上)?|放学(?:回家)?(?:的)?路上|放学(?:后|以后)?|下课(?:后|以后)?(?=\s|跟|和|去|在|就|还|又|一起)|(?:大年)?初[一二三四五六七八九十](?=\s|去|在|跟|和|回)|五一(?:假期|小长假)?(?=去|回|跟|和|带)|现在|一开始|刚开始|最后(?!一)|回家路上|回来路上|路上(?=去|买|顺便|还|看见|看到|经过|遇到)|过了一会儿|回家的(?:车|船|轮渡|火车|高铁|飞机|大巴)上|回家后|到了(?:山顶|山上|山脚下?)|[^\s，]{1,8}的时候|[^\s，]{1,4}(?<!最|说)后(?=[^面天来])|到了\p{Script=Han}{2}(?=[热冷]))(?!的)/u;

/** Holidays a clause may begin with: `中秋节，小熊…`. */
const HOLIDAY =
  /^(?:中秋|端午|元宵|过年|春节|除夕|国庆|六一儿童|六一|儿童节|圣诞(?!老人|树)|冬至|腊八|元旦|平安夜|小年|重阳|七夕|五一|泼水|立春|立夏|立秋|立冬|夏至)节?(?!节)/u;

/** The child's body and belongings a clause may begin with: `小熊的膝盖…`. */
const BODY =
  /^(?:小手|手腕|手|小脸|脸|脚|膝盖|头发|脑门儿?|脑袋|后脑勺|头|刘海|耳朵|肚子|牙齿|下巴|额头|鼻子|嘴巴|嘴唇|胳膊|小腿|最好的|最喜欢的|最爱的|心爱的|鞋子?上|衣服上|裤子上|袜子上)/u;

/** What may begin a clause whose subject is the child left unsaid (a doing, a way of doing). */
const DOINGS =
  /^(?:第一|在|从|只是|赖(?=在|着)|翻(?=遍)|一会儿(?=就)|没(?:去|上)(?=幼儿园|幼稚园|学|早教|托班)|只(?=吃|喝|睡|玩|看|咬|尝)|哈哈|下坡|上坡|用|跟|和|去|来|回|被|推|敲|切|弹|抢|踢|咬|挤|钻|吃|喝|玩|看|听|画|唱|跳|跑|走|爬|坐|躺|睡|醒|哭|笑|闹|抱|拉|拖|拿|捡|摘|买|收|送|学|讲|搭|堆|盖|骑|摔|撞|滑|躲|藏|冲|追|喂|洗|穿|戴|吹|扶|带回|带着|陪(?![他她我])|拍了|领了|一路(?=跟|说|喊|唱|都)|得到|出来(?=买|吃|玩|看|逛|就|以后|后|满头|浑身|一身|小脸|拿着|抱着|手里)|光着|小心|自己|套着|搂|慢慢|请假|负责|数到|数(?=了|着)|撕|一直|死活(?=不)|一下子(?=就)|到了(?=\p{Script=Han}{0,4}家)|(?:嘟|撅|噘)着嘴|涂|搓|揉|找(?=不|到|了|回)|一整天|一晚上|一口气|一开门|一看|等|排|还|又|也|就|才|马上|非要|硬撑|不肯|不敢|不让|舍不得|终于|居然|竟然|特别|有点|紧张|害羞|愣|开心|激动|自豪|兴奋|生气|害怕|吓得|累得|冻得|拆|贴|起名|起床气|憋|刷|发烧|咳|尿完|拉完|得了|感冒|满嘴|浑身|主动|帮|给|把|对着|参观|放|包|做|认识|交了|下车|上车|到家|晚饭|午饭|早饭|什么|问|照|剪|剃|蹲|想|连|全程|挑的|最后一|早早|午觉|午睡|真的(?=\p{Script=Han})|趴|开着|磕|碰|捏|串(?=了|珠|项链|手链)|梳(?=了|毛|头|辫)|一边|\d+点|[一二三四五六七八九十]+点|一(?:坐|进|到|上|听|见|出|回|躺)|一(?:激动|着急|高兴|兴奋|紧张|不小心)|演(?!出|员)|提着|(?:拼|折|叠)(?=了|好|完|出)|(?:叽叽喳喳|嘻嘻哈哈|吵吵闹闹|打打闹闹)(?=地?(?:闹|说|笑|玩|聊|跑|叫))|洒|撒(?!娇|谎|尿)|换(?=了|上|好)|烤(?!箱)|借(?!给)|举(?=手|着|起)|站(?=在|第|着|到|起|了))/u;

/** Weather said alone (`下雨了 穿着新雨靴去踩水坑`): it begins the sentence, the hero after it. */
const WEATHER_ALONE =
  /^(?:(?:下雨|下雪|打雷|刮风|出太阳|刮大风|下暴雨|下大雨)(?:了|啦)|下了一?整?(?:天|上午|下午)的?[雨雪])$/u;

/** A doing said bare (`打疫苗`, `去海边`, a typed `喂小羊`): told as done, `打了疫苗`. */
const BARE =
  /^(搭|切|敲|摘|钓|玩|看|吹|喂|捡|挖|骑|打|画|读|唱|跳|堆|包|种|浇|逛|坐|踩|听|学|做|吃|喝|放|荡|去|带|剪|贴|捏|拼|折|搓|涂|买|穿|戴|烤(?!箱))(?![得完到])(?!(?<=[穿戴])[上好着])(\p{Script=Han}{2,4})$/u;

/** A day's event said as a noun after its time (`今天幼儿园开放日`): told as what the day was. */
const EVENT = /(?:开放日|运动会|亲子日|亲子活动|活动|演出|表演|彩排|排练|晚会|联欢会|游园会|毕业典礼|家长会|课)$/u;

/** A grandparent's or an aunt's home said alone after its time (`下午外婆家`). */
const FAMILY_HOME = /^(?:奶奶|爷爷|外婆|外公|姥姥|姥爷|舅舅|姑姑|小姨|大姨|姨妈|阿姨|叔叔)家$/u;

/** A place said alone (a typed `成都熊猫基地`): told as where the hero went. */
// (`和乐乐在公园` is no place's name: who was there and where are told as they are.)
const PLACE =
  /^(?:(?![和跟在去到])\p{Script=Han}){0,6}(?:基地|公园|动物园|博物馆|海洋馆|水族馆|科技馆|乐园|游乐场|图书馆|植物园|农场|菜市场|市场|超市|商场|广场)$/u;

/** Grown-ups' words about the child (`老师说中午自己吃饭`): the hero is who they spoke of. */
const SAID_OF =
  /^(\p{Script=Han}{0,2}(?:老师|阿姨|奶奶|外婆|姥姥|爷爷|外公|姥爷|爸爸|妈妈|医生)说)(?=今天|中午|午饭|上午|下午|晚上|自己|一点|一直|特别|很|吃(?!了\p{Script=Han}{1,8}就)|睡|玩|在|没|不|表现|挺|可|乖|听话|午睡|画|唱)/u;

/** A meal said bare (`小米粥加鸡蛋`), after its time or with its name (`早饭豆浆油条`). */
const FOOD =
  '(?:粥|稀饭|鸡蛋饼|手抓饼|煎蛋|热干面|小面|豆花|鸡蛋|蒸蛋|荷包蛋|豆浆|油条|包子|小笼包|饺子|面条|拉面|炒面|馄饨|米饭|牛奶|馒头|汤圆|煎饼|鸡蛋羹|蛋羹|盖饭|盖浇饭|豆腐脑|肠粉|烧卖|春卷|云吞|抄手|蒸饺|锅贴|生煎|花卷|鸡腿|馅饼|葱油饼|粽子|水果|蛋糕|披萨|汉堡|米线|米粉|饭团|炒饭|三明治|麦片|酸奶|面包|吐司|玉米|红薯|紫薯|燕麦|奶酪|火锅|烤鸭|烤肉|烤串|寿司|意面|牛排|麻辣烫|串串|饺子宴|鱼)';
/** A character of a dish's name: no doing (`吃了饺子` is told as it is). */
const DISH = '(?![吃喝了做包煮买去在给])\\p{Script=Han}';
const MEAL = new RegExp(
  `^(?:(早饭|早餐|午饭|晚饭)(?:吃的是|吃的|是)?)?((?:${DISH}){0,4}?${FOOD}(?:(?:加|和|配|还有)?(?:${DISH}){0,4}?${FOOD})*)$`,
  'u',
);

/** A feeling said alone (`超骄傲的`, `开心der`, `可开心了`, `累坏了`): told as how the hero felt. */
// (`好开心啊`, `太开心了`, `累瘫了`: the parent's exclamation and a stronger word are the same feeling.)
const FEELING =
  /^(?:[他她](?=特别|好|很|真|特|太|超))?(特别|好|很|真|可|特|太|超级?)?(开心|高兴|骄傲|兴奋|满足|得意|自豪|累|困)(?:的|了|坏了|死了|瘫了)?(?:啊|呀|啦|哦)?$/u;

/**
 * A low feeling said alone (`不高兴`, `有点失落`, `他有点害怕`, `她有点想哭`): told as the hero's, `小熊有点不高兴`.
 */
const LOW =
  /^(?:[他她](?=有点|有些|特别|好|很|可))?(有点|有些|特别|好|很|可)?(不高兴|不开心|难过|伤心|失落|委屈|生气|不乐意|害怕|紧张|害羞|想哭|舍不得)(?:了|的)?$/u;

/** Phrase ends and the words that begin a new thing that happened. */
const TURN = /\s*(?:然后|后来|结果|不过|但是|可是|所以|最后(?![一几]))(?=\p{Script=Han})/u;

/** A phrase that begins with a grown-up of the family, who does what it tells. */
// Regional grandparents (`阿爷`, `嫲嫲`, `爹爹`) and older siblings are named givers too, not `大人阿爷`.
const GROWN_UP_START =
  /^(?:老师|阿姨|奶奶|爷爷|外婆|外公|姥姥|姥爷|阿婆|阿公|阿嬷|阿嫲|阿爷|嫲嫲|婆婆|爹爹|公公|爸爸|妈妈|太奶奶|太姥姥|叔叔|舅舅|姑姑|姨妈|小姨|伯伯|哥哥|姐姐)/u;

/** A phrase that goes on from the one before it: the same doing, said further. */
const GOES_ON =
  /^(?:还|又|也|就|才|(?:偷偷|悄悄|慢慢)(?:地)?松(?:开)?了?手|(?:[他她])?吃出|\p{Script=Han}{1,3}露在外|是个|是一|贴的是|叫|小名|像|一口气|吃完|收到|攥着|一直|要|到家|今天终于|终于|买了|带了|教[他她]|给它|[他她]还|搬去|起名|放在|讲了|说(?!好)|(\p{Script=Han})来\1去|\p{Script=Han}{2,3}当|\p{Script=Han}{1,4}的$|一路|推了?(?:人家|别人|小朋友|[他她])|(?:涂|画|做|剪|搭|捏|拼|折)成了?|(?:(?!的)\p{Script=Han}){1,3}(?:都|全)\p{Script=Han}{1,3}了$)/u;

/**
 * A phrase that says how the thing before it went on, when the two are short enough to tell as one sentence: the crying
 * after it (`哭了一路`), the feeling it gave (`激动的满小区喊`, `自豪的不行`, `不敢往前走`, `吃的满嘴黑`), the noise of it
 * (`鼓敲得咚咚响`), what was left (`篮子里就没几个`), the hurt of a fall (`下巴磕到浴缸边上`, `出了点血`), what it nearly did to
 * the child (`差点把她拽倒`).
 */
const FOLLOWS =
  /^(?:又?哭|不敢|差点(?:儿)?把[他她]|两个人|[他她]?(?:绑|系|画|写|捏|包|切|剪|搓)[的得](?:歪|乱|个个)|抱着\p{Script=Han}{0,4}(?:不撒手|不放|不肯)|[他她]?(?:激动|自豪|开心|高兴|兴奋|骄傲|得意|吓|吃|玩|笑|刷|洗|唱|跳)[的得]|\p{Script=Han}{1,4}(\p{Script=Han})\1响|\p{Script=Han}{1,3}里(?:就|都|也)?没|(?:下巴|额头|脑门儿?|脑袋|后脑勺|膝盖|头|小手|手|脸|嘴巴?|鼻子|腿|胳膊)(?:磕|撞|擦|摔|破|流|肿|碰|蹭)|出了?点?血|流血|起了?(?:一?个)?小?包|吃了?(?:点|一?颗|一?包)?(?:退烧药|感冒药|药))/u;

/** A part of a retold sentence that needs the hero said again as its subject (`盖子断了，他又哭了一场`). */
const OWN_DOING =
  /^(?:急得|(?:自己)?(?:先)?吓哭|(?:攥|抱|搂)着\p{Script=Han}{1,6}(?:才|就)|吃了(?:[两三四]|好几)碗饭|舍不得|又?哭|不敢|有点(?:怕|害怕|紧张|害羞)|(?:激动|自豪|兴奋|骄傲|吓)得)/u;

/** A hurt tended with what a grown-up puts on it (`擦了碘伏`, `涂了药膏`): the grown-up's doing. */
// `喂了退烧药`, `贴了退热贴`: medicine given and a cooling patch put on by a grown-up, never by the child.
const TENDED =
  /^(?:(?:擦|涂|抹|喷|上)了?(?:点|一点)?(?:碘伏|碘酒|酒精|药膏|药水|红药水|紫药水|药)|喂了?(?:点|一点)?\p{Script=Han}{0,3}药|贴了?(?:个|一个|片|一片|张)?(?:退热贴|退烧贴|冰宝贴|创可贴))/u;

/** A meal cooked (`炖了冰糖雪梨`, `爸爸做可乐鸡翅`): a grown-up's doing, never a child of three's. */
const COOKED = /^(炖|煮|熬|蒸|炒|烤|做)了?(?!了|手工|游戏|作业|操|梦|鬼脸|蛋糕|饼干|面包)(\p{Script=Han}{2,8})$/u;

/** What was done at home, when it was a grown-up's (`回来爸爸做可乐鸡翅`, `回来炖了冰糖雪梨`); undefined for the hero's. */
function homeDoing(doing: string, hero: R, grownUp: string): string | undefined {
  // Grandparents as every region calls them (`回家阿嫲炸了煎堆`): the grown-up did it, not `小狐狸阿嫲`.
  const by = doing.match(
    /^(爸爸|妈妈|奶奶|爷爷|外婆|外公|姥姥|姥爷|阿姨|阿嫲|阿嬷|阿婆|阿公|嫲嫲|婆婆|公公|舅舅|小姨|姑姑|叔叔)(\p{Script=Han}+)$/u,
  );
  if (by) {
    const cooked = (by[2] ?? '').match(COOKED);
    return cooked ? `${by[1]}${(by[2] ?? '').replace(/^(\p{Script=Han})了?/u, '$1了')}` : `${by[1]}${by[2]}`;
  }
  const cooked = doing.match(COOKED);
  if (!cooked) return undefined;
  if (grownUp !== '大人') return `${grownUp}给${hero.name}${cooked[1]}了${cooked[2]}`;
  // Nobody named: the pot, not a person the parent did not name.
  return /^[炖煮熬蒸]$/u.test(cooked[1] ?? '') ? `锅里${cooked[1]}上了${cooked[2]}` : undefined;
}

/** News of a death, and the presents and treats a story of such a day does not tell. */
const SAD_NEWS =
  /去世|死了|不在了|(?:乌龟|仓鼠|小狗|小猫|狗狗|猫咪|兔子|豚鼠|小鸟|鱼|爷爷|奶奶|外公|外婆|姥姥|姥爷)\S{0,6}走了/u;
const TREAT = /收到|送了|礼物|买了|糖果|冰淇淋|零食/u;

/** A grown-up before `说`, who is the one speaking (`老师说我…`), unless the child spoke to them (`跟妈妈说`). */
const GROWN_UP_SAID =
  /(?<![跟对向给])(?:老师|阿姨|医生|护士|叔叔|奶奶|爷爷|外婆|外公|姥姥|姥爷|爸爸|妈妈|大姨|小姨|姨妈|舅舅|舅妈|姑姑|婶婶)$/u;

/** Grown-ups a child calls to at the start of what they say (`妈妈我唱得好不好听`). */
const CALLED = /妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷|老师/u;

/** What marks a phrase as a child's speaking: I and you, a question, a call, a particle. */
const SPOKEN = /[我你吗呢吧啊呀哦啦嘛哇耶]|不要|不是|(\p{Script=Han})不\1|就(?:行|好|可以)了?$/u;

/** Words a child says things with: a phrase that ends so takes the rest of its line as what was said. */
const SAYS = /(?:说|问我?|念叨|第一句话(?:就)?是|(?<=^|一直|大声|使劲|还|又|就|一路|[他她]|出来|过来|自己|哭着)喊)$/u;

const hanLength = (text: string) => (text.match(/\p{Script=Han}/gu) ?? []).length;

/** The mark of a phrase a turn word began (`后来又挤到最前面看`): a new thing that happened, not joined to the one before. */
const NEW = '\u0001';

/** The parent's laugh (`哈哈`, `😂`) after what the child said: the child's words end there. The child's own laugh
 * (`还哈哈大笑`) is what the child did. */
const LAUGH = /(?<![笑乐][得的])哈{2,}(?![大地]?笑)|h{3,}|\blol\b|233+|[\u{1F602}\u{1F923}\u{1F606}\u{1F601}]/giu;
const LAUGHED = '\u0002';

/** The parent's telling of what the child did, or of the parent's own heart, after the child's words. */
const TOLD_AFTER =
  /^(?:[他她])?(?:一直|就|还)?(?:抱着|搂着|拉着|拽着|牵着|扒着|黏着|粘着|趴在|坐在|赖在|吃饭|吃晚饭|晚饭|睡觉|一晚上|一整晚|心里|我心里|眼泪)/u;

/** Phrases of one line: spaces and commas part them, a turn word begins a new one. */
function phrasesOf(line: string): string[] {
  let text = line
    .replace(LAUGH, ` ${LAUGHED} `)
    .replace(CHAT, ' ')
    // `紧紧抓着爸爸的手 但是没哭`: a short `but not` stays with what it is said of (`却` until the clause is told).
    .replace(/\s*(?:但是|可是|不过)(?=(?:也|都|还|就)?(?:没|不)\p{Script=Han}{1,3}(?:[\s，,。！!]|$))/gu, ' 却');
  // `愣了一下就哈哈大笑`: the start, then the laugh that ended it, two things told in turn.
  text = text.replace(/(愣了一下|愣了一愣|愣住了)就(?=哈哈|咯咯|笑|乐)/gu, '$1 然后');
  // `爸爸在后面扶着跑 后来偷偷松手了`: the one holding on is the one who let go, told in the same sentence.
  text = text.replace(/(扶着\p{Script=Han}{0,3})\s*(?:后来|然后)(?=(?:偷偷|悄悄|慢慢)地?松(?:开)?了?手)/gu, '$1 ');
  for (const [pattern, replacement] of LATIN) text = text.replace(pattern, replacement);
  return text
    .split(/[，,、；;：:]+|\s+(?=\S)/u)
    .flatMap((part) => part.split(TURN).map((piece, index) => (index > 0 ? `${NEW}${piece}` : piece)))
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== NEW);
}

/** A pet introduced by its name (`豆豆是我们家小狗`, `大福是我们家柴犬`): what follows is the pet's doing. */
const PET_INTRO = new RegExp(
  `是(?:家里的|(?:我们|我)家的?)?\\p{Script=Han}{0,2}(?:狗|狗狗|猫|猫咪|兔子?|乌龟|仓鼠|鸟|鱼|鹦鹉|${BREED})$`,
  'u',
);

/** A clause that begins with the family's own pet (`我家那只大橘猫年糕…`). */
const PET_OWN = new RegExp(
  `^我们?家(?:的|那只|那条|的那只)?\\p{Script=Han}{0,3}(?:猫|狗|兔|仓鼠|乌龟|鹦鹉|${BREED})`,
  'u',
);

/** Whether a phrase joins the one before it rather than beginning a new clause. */
/**
 * What the morning outside was like: waking to it (`早上起来外面结霜了`), how a place looked (`草地上白白的`), and the
 * hero's step on it with its sound (`踩上去咔嚓咔嚓响`); said without the sentence's end, to tell several as one look.
 */
function scenery(part: string, hero: R): string | undefined {
  const woke = part.match(
    /^((?:今天)?(?:早上|一早|早晨|清早|午睡)?)(?:[他她])?(?:一)?(起来|起床|醒来|睡醒|拉开窗帘)(?:了)?(?:一看)?(外面|窗外|外头|院子里)(\p{Script=Han}{2,10})$/u,
  );
  if (woke) return `${woke[1]}${hero.name}${woke[2]}一看，${woke[3] === '外头' ? '外面' : woke[3]}${woke[4]}`;
  const looked = part.match(/^(\p{Script=Han}{1,3}?)上((\p{Script=Han})\3)的$/u);
  if (looked && !/[他她我你]/u.test(looked[1] ?? '')) return `${looked[1]}上${looked[2]}的`;
  const felt = part.match(
    /^(?:[他她])?(踩|摸|捏|按|拍|敲|咬|走)(上去|起来)(?:就|还)?((?:(\p{Script=Han}{1,2})\4|\p{Script=Han}{2})(?:地|的)?响|(\p{Script=Han})\5的|软乎乎的|硬邦邦的|滑溜溜的|凉冰冰的)$/u,
  );
  if (felt) return `${hero.name}${felt[1]}${felt[2]}，${felt[3]}`;
  return undefined;
}

/** `又跑去玩了`: the child off to play again, after words said or a hurt seen to. */
/** The parent's own doing to the child after the child's words (`我就先抱着他`, `我赶紧哄她`): no words of the child's. */
const PARENT_AFTER =
  /^我(?:就|先|赶紧|马上|只好|只能|又|还|一直|轻轻)*(?:抱|搂|哄|亲|陪|拍|跟|和|对|告诉|安慰|摸)\p{Script=Han}{0,3}?[他她]/u;

const OFF_AGAIN = /^(?:又|就|接着|然后|转身)(?:跑|去|接着|继续)(?:去|回去)?(?:玩|滑|跳|跑|荡|挖)/u;

function goesOn(before: string, phrase: string): boolean {
  // `他自己说我是勇敢的小男子汉 又跑去玩了`: off again after the words is no more of what was said.
  if (/说\s*\p{Script=Han}{2,}$/u.test(before) && OFF_AGAIN.test(phrase)) return false;
  // `小声说妹妹好小啊 还把小兔子玩偶放在妹妹旁边`: after the child's words end (`啊`), a `还` is the next doing.
  if (/说\s*\p{Script=Han}{2,}[啊呀啦吧呢哦嘛哇]$/u.test(before) && /^(?:[他她])?(?:还|又)/u.test(phrase)) return false;
  // `外婆说冬至吃饺子不冻耳朵 她就捂着耳朵说我的耳朵不冷啦`: the child's answer to what the grown-up just said.
  if (
    new RegExp(`^${GROWN_UP_START.source.slice(1)}说\\p{Script=Han}{4,}$`, 'u').test(before) &&
    /^[他她]?就(?:(?:捂|拍|摸|指|抱|举)着\p{Script=Han}{1,3})?说\p{Script=Han}{2,}$/u.test(phrase)
  )
    return true;
  // `说豆包不怕 我陪着你`: the child's comfort to someone goes on in the same words.
  if (
    /说\s*\p{Script=Han}{2,}$/u.test(before) &&
    /^我(?:会|就)?(?:陪着|陪|保护|爱|抱抱|在这儿陪着|在这里陪着)你(?:呢|哦|啦|呀)?$|^我在(?:这儿|这里)?呢$/u.test(
      phrase,
    )
  )
    return true;
  // `朵朵抓住他的手指头不放 他一动都不敢动`: keeping still for the one holding on, told with it.
  if (/^[他她]?一?动(?:都|也)不敢动了?$/u.test(phrase) && /不放|不松手|抓着|握着|睡着/u.test(before)) return true;
  if (GOES_ON.test(phrase)) return true;
  // `去公园捡落叶 黄黄的银杏叶`: what was picked or seen, said alone by its look, is more of that doing.
  if (
    /^(\p{Script=Han})\1的\p{Script=Han}{1,4}$/u.test(phrase) &&
    /(?:捡|摘|看|买|采|找|挖)(?:了)?\p{Script=Han}{1,4}$/u.test(before)
  )
    return true;
  // `拼小动物拼图 拼完自己鼓掌`: what the child did once the doing just told was finished.
  const finished = phrase.match(
    /^(\p{Script=Han})完(?:了)?(?:以后|之后)?(?:[他她])?(?:自己|就|还)\p{Script=Han}{2,6}$/u,
  )?.[1];
  if (finished && !/^(?:吃|喝|洗|睡)$/u.test(finished) && before.includes(finished)) return true;
  // `早上起来外面结霜了 草地上白白的`: more of the same look outside.
  const hero: R = { name: '\u0000', ta: '' };
  if (
    scenery(phrase, hero) !== undefined &&
    (before.split(' ').at(-1) ?? '') !== '' &&
    scenery(before.split(' ').at(-1) ?? '', hero) !== undefined
  )
    return true;
  // `她捏的馄饨歪歪扭扭的 奶奶说最好看`: a grown-up's praise of what the child just made, told with it.
  if (
    /(?:捏|包|画|做|搭|写|剪|折|烤|搓|拼|种)/u.test(before) &&
    new RegExp(
      `^${GROWN_UP_START.source.slice(1)}(?:还|都)?(?:夸|说)(?:[他她])?(?:\\p{Script=Han}{0,3}的)?(?:是)?(?:最|真|好|很|特别|超|可)(?:好看|漂亮|棒|厉害|好吃|香|可爱|像)\\p{Script=Han}{0,2}$`,
      'u',
    ).test(phrase)
  )
    return true;
  // `看到一群阿姨跳广场舞 她也跟到跳`: the child joining in what was just watched.
  if (/^[他她]?也跟(?:到|着)/u.test(phrase)) return true;
  // `她也跟到扭 扭得可起劲了`: the same doing, said again with how it went.
  const verb = phrase.match(/^(\p{Script=Han})[得的]/u)?.[1];
  if (verb && before.endsWith(verb)) return true;
  // `帮奶奶擦桌子 擦得满地是水`: how the doing just told came out.
  if (verb && before.slice(-4).includes(verb) && /^\p{Script=Han}[得的](?:满|一)/u.test(phrase)) return true;
  // `吃完了一整碗饭 一粒都没掉`: not a grain of it spilt.
  if (/^一(?:粒|点|口|滴)(?:米|饭)?(?:都|也)没(?:掉|剩|洒|撒)/u.test(phrase) && /[吃喝]/u.test(before)) return true;
  // `跟她说那是吹风的小机器 给小手吹干用的`: what the thing just named is for.
  if (/^(?:是)?(?:给|让|帮)\p{Script=Han}{1,6}用的$/u.test(phrase) && /说(?:那|这)(?:是|个)/u.test(before)) return true;
  // `大福是我们家柴犬 看见鸭子就想冲下水`: the pet just named is the one who did it, not the child.
  if (PET_INTRO.test(before) && !/^[他她我]/u.test(phrase)) return true;
  // `把一整瓶糖粒撒了一地 小丫头自己吓了一跳`: the fright the spill gave, told with the spill.
  if (
    /(?:撒|洒|打翻|弄翻|摔)了?(?:一地|一桌|一身|一裤子)?$/u.test(before) &&
    /^\p{Script=Han}{0,3}自己(?:也)?吓了一大?跳$/u.test(phrase)
  )
    return true;
  // `我家橘猫年糕偷吃了鱼 被姥姥发现了 跑得飞快`: the pet the clause began with was caught and ran, not the child.
  if (PET_OWN.test(before) && /^(?:被|跑得|逃得|一溜烟|一头|吓得)/u.test(phrase)) return true;
  // `团团拽都拽不住 她在旁边笑的打嗝`: who could not hold it back, and the child laughing beside them.
  if (/^\p{Script=Han}{0,3}?(拽|拉|牵|按|抱)都\1不住/u.test(phrase)) return true;
  if (/^[他她]?在旁边(?:笑|乐|看)/u.test(phrase) && /不住/u.test(before)) return true;
  // `外公笑得眼泪都出来了 抱着他亲了好几口`: the grown-up hugged and kissed the child, not the child them.
  if (/^(?:抱着|搂着|抱起)[他她]亲/u.test(phrase) && GROWN_UP_START.test(before)) return true;
  // `妹妹哇哇哭 他也哭`: the child crying too; `午觉睡了两个半小时 醒来心情超好`: awake after that nap, not at dawn.
  if (/^[他她](?:也|又|跟着)哭/u.test(phrase) && /哭/u.test(before)) return true;
  // `是乐乐先说对不起的 她也说了对不起`: the child's sorry after the other's, told with it.
  if (/^[他她]也(?:跟着)?(?:说了?|道了?)(?:对不起|歉)/u.test(phrase) && /先(?:说了?|道了?)(?:对不起|歉)/u.test(before))
    return true;
  // `非要挨着哥哥睡 不让她去还哭了`: what the child insisted on, the no to it, and the tears.
  if (/^不让[他她]/u.test(phrase) && /非要|非得|偏要|要/u.test(before)) return true;
  // `哥哥出水痘了 在家躺着不能去幼儿园`: the one who is ill lies at home, not the child.
  if (
    /^(?:在家|躺|不能去|去不了|没去|没法去)/u.test(phrase) &&
    /(?:水痘|发烧|发高烧|感冒|生病|病了|咳嗽|手足口|拉肚子)了?$/u.test(before)
  )
    return true;
  if (/^(?:醒来|睡醒|一醒)/u.test(phrase) && /午觉|午睡|睡了/u.test(before)) return true;
  // `外婆煮了红糖姜水 喝完就犯困了`: the drink just made is what the child drank.
  if (/^(?:喝完|喝了)/u.test(phrase) && /(?:水|汤|奶|茶|果汁)$/u.test(before)) return true;
  // `他把小米推倒了 小米哇哇哭`: the one the child hurt cried, told with what made them cry.
  const crier = phrase.match(/^(\p{Script=Han}{2,3}?)(?:哇哇|大声|呜呜|一下子?|马上|就)?(?:大)?哭/u)?.[1];
  if (crier && !/^[他她我]/u.test(crier) && before.includes(crier) && /推|撞|抢|咬|踩|碰/u.test(before)) return true;
  // `她在后面追 一边追一边喊豆豆等等我`: calling out while doing it goes on with the doing.
  if (/^一边(\p{Script=Han}{1,3})一边/u.test(phrase) && /追|跑|走/u.test(before)) return true;
  // `豆豆跑太快了 她在后面追`: the one who ran ahead, and the child after it.
  if (/^[他她](?:在后面|在后头|就)?(?:追|跟着跑)/u.test(phrase) && /跑/u.test(before)) return true;
  // `外婆做了红烧肉 吃了两碗饭`: what was cooked, and how much of it the child ate.
  if (/^吃了(?:[两三四]|好几)碗饭/u.test(phrase) && /(?:做|煮|烧|炖|包)了/u.test(before)) return true;
  // `爸爸做了可乐鸡翅 甜甜和她一人啃了三个`: how many each ate of what was cooked (`三个` alone says of nothing).
  if (
    /^(?:\p{Script=Han}{1,4}[和跟][他她])?一人(?:吃|啃|喝|分)了?(?:好多|好几|[一两三四五六七八九十]+)(?:个|只|块|碗|杯|根|串)$/u.test(
      phrase,
    ) &&
    /(?:做|煮|烧|炖|包|烤|买)了/u.test(before)
  )
    return true;
  // `切香蕉 切的歪歪扭扭 最后一点没剩全吃了`: what was made, eaten up; `敲小鼓… 老师还夸她`: praise for it.
  if (/^(?:最后)?(?:一点(?:都|也)?没剩|全(?:都)?吃(?:光)?了)/u.test(phrase) && /做|切|包|烤|煮|拌/u.test(before))
    return true;
  if (/^(?:老师|阿姨|奶奶|爷爷|外婆|外公|姥姥|姥爷|教练)还夸[他她]/u.test(phrase)) return true;
  // `撞到货架上 掉下来好几盒饼干 自己先吓哭了`: what the crash knocked down, and the fright of it.
  if (/^掉(?:下来|了下来|了一地)/u.test(phrase) && /撞|碰倒|推倒/u.test(before)) return true;
  if (/^(?:自己)?(?:先)?吓哭了?$/u.test(phrase) && /撞|掉|摔|翻/u.test(before)) return true;
  // `佢搓到个个都系扁嘅 阿嫲话好靓`: a grown-up's praise of what the child just made.
  if (
    /^(?:奶奶|爷爷|外婆|外公|姥姥|姥爷|阿嬷|阿嫲|阿公|阿婆|老师|妈妈|爸爸)(?:还)?说(?:好|真|超)(?:漂亮|好看|棒|厉害|能干)/u.test(
      phrase,
    ) &&
    /[的得](?:歪|乱|个个)/u.test(before)
  )
    return true;
  // `她给外婆唱了两只老虎 外婆听了笑了`: how the one it was done for took it.
  if (/^\p{Script=Han}{1,4}听了(?:就|都|也)?(?:笑|乐|高兴|开心|哭)/u.test(phrase)) return true;
  // `爷爷给他讲故事 讲着讲着爷爷先睡着了`: what happened while doing it goes on with the doing.
  if (/^(\p{Script=Han})着\1着/u.test(phrase)) return true;
  // `带他去楼下玩 邻居家的狗狗冲过来汪汪叫`: what rushed at the child there, told with where it was.
  if (/^\p{Script=Han}{0,8}(?:冲|扑|跑|窜)(?:了)?过来/u.test(phrase) && /去\p{Script=Han}{1,4}玩$/u.test(before))
    return true;
  // `狗狗冲过来汪汪叫 把他吓哭了`: what frightened the child, and the fright, one sentence.
  if (/^把[他她](?:吓|惊)/u.test(phrase)) return true;
  // `布丁一直舔她脸 痒的她咯咯笑`: the tickle of it, and the laugh.
  if (/^痒[的得][他她]?\p{Script=Han}{0,2}笑/u.test(phrase) && /舔|挠|亲|蹭/u.test(before)) return true;
  // `晚上吃奶奶包的饺子 吃了好多个`: how many of what was eaten.
  if (
    /^(?:吃了|喝了)(?:好多|很多|好几|[两三四五六七八九十]+)(?:个|只|块|碗|杯|口)/u.test(phrase) &&
    /[吃喝]/u.test(before)
  )
    return true;
  // `爸比出差一个礼拜 今天回来啦`: the one who was away came back, not the child.
  if (/^(?:今天|终于|今天终于)?回来(?:了|啦)$/u.test(phrase) && /出差|出门|回老家|不在家/u.test(before)) return true;
  // `在站台上一直挥手 车开了还在挥`: the waving went on after the train left.
  if (/^(?:车|火车|高铁|动车|飞机|汽车)(?:开|走|飞)(?:了|走了)还/u.test(phrase) && /挥/u.test(before)) return true;
  // `外婆外公在我们家住了一个月 今天坐高铁回老家了`: the guests went home, not the child.
  // `爷爷奶奶带了他一个多月`: grandparents who minded the child stayed as guests too.
  if (
    /^(?:今天|早上|上午|中午|下午|晚上)?(?:坐\p{Script=Han}{1,3})?(?:回老家|回家|回去|走)了$/u.test(phrase) &&
    /住了|来我们家|来家里|带了[他她]\S{0,4}个?月/u.test(before)
  )
    return true;
  // `他的小狗布布找不到了 晚上翻了一圈`: the search for what was lost; `找到的 原来跟脏衣服…`: how it got there.
  if (/^(?:晚上|下午)?翻了一?[圈遍]$/u.test(phrase) && /找不到|不见|丢/u.test(before)) return true;
  if (/^原来/u.test(phrase) && /找到/u.test(before)) return true;
  // `晚上爸爸又回超市问 原来掉在购物车里了`: what the asking found out.
  if (/^原来/u.test(phrase) && /问$/u.test(before)) return true;
  // `我说可以视频 他才好点`: the child eased by what the grown-up said.
  if (/^[他她](?:才|就)(?:好|不哭|笑|睡)/u.test(phrase) && /^我说/u.test(before)) return true;
  // `糊了一脸米粒 桌上地上全是`: where else the mess went.
  if (/^\p{Script=Han}{1,4}(?:全是|都是|到处都是)$/u.test(phrase)) return true;
  if (FOLLOWS.test(phrase) && hanLength(before) + hanLength(phrase) <= 26) return true;
  // `起床气巨大 … 盖子断了`: a short phrase tells more of the same thing.
  if (hanLength(phrase) <= 4 && !TIME.test(phrase) && !/^[他她我]/u.test(phrase)) return true;
  // `鞭炮放了一整晚 他吓得…`: what the child did in the noise.
  return WEATHER.test(before.replace(TIME, '')) && /^[他她]/u.test(phrase);
}

/**
 * The description cut into clauses: by its sentences and lines, then its phrases; a phrase ending in `说` takes the
 * rest of its line as what the child said, a phrase that goes on from the one before (`还跟王老师说拜拜`) stays with
 * it, and a short time or holiday (`端午`, `发烧了`) stays with the phrase after it.
 */
/** `钓了条小鲫鱼 他非要养着不让吃`: what the child kept is the catch the day told of, said by its name. */
function withCatch(description: string): string {
  const catchWord = description.match(/(?:钓|捞|抓)[^\s。，,]{0,4}?(鱼|虾|螃蟹)/u)?.[1];
  if (!catchWord) return description;
  return description.replace(/非要养着(?!它|小)/gu, `非要养着小${catchWord}`);
}

/**
 * The parent's `我` as the grown-up the day itself says wrote (`这是我的妈妈`, `妈妈的宝贝只有你一个`: Mum wrote), where
 * the parent is the one the child pulled away (`把我拽走`), and the one who held another baby: a subjectless `抱了下邻居家的
 * 小宝宝` before the child's jealousy (`她立马不干了`) is the parent's doing, not the child's.
 */
function byWriter(description: string): string {
  const writer = /我的妈妈|妈妈的宝贝|妈妈最爱你|孩子他妈|当妈的/u.test(description)
    ? '妈妈'
    : /我的爸爸|爸爸的宝贝|爸爸最爱你|孩子他爸|当爹的/u.test(description)
      ? '爸爸'
      : undefined;
  if (!writer) return description;
  return description
    .replace(/(?<=把|拉着|拽着|拖着)我(?=拽|拉|拖|推|抢|拉走|拽走)/gu, writer)
    .replace(
      /(?<=^|\s|[，。,])(?:我)?((?:在\p{Script=Han}{1,3})?抱了(?:下|一下|抱|一会儿?)?\p{Script=Han}{0,4}的?(?:小宝宝|宝宝|小弟弟|小妹妹|小婴儿))(?=\s+[他她]?(?:立马|马上|立刻|一下子|就)?(?:不干了|不乐意|吃醋|不高兴|哭|生气))/gu,
      `${writer}$1`,
    );
}

/** `浪一过来就吓得往回跑 跑两步又回去追`: what the child turned back to chase is the wave of the clause before. */
/**
 * `他妈妈兑在苹果汁里才喝下去 然后抱着他在沙发上讲故事`: the grown-up who did the one thing is the one who then held
 * the child, said by name.
 */
function withHolder(description: string): string {
  return description.replace(
    /(?<=^|\s)(?:[他她])?(妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)(\p{Script=Han}{2,16}\s+)(?:然后|后来|再)?抱着(?=[他她](?:在|讲|给|看|唱|哄|睡|念))/gu,
    '$1$2然后$1抱着',
  );
}

function withChased(description: string): string {
  return description.replace(
    /((?:海浪|浪花|浪)\p{Script=Han}{0,12}\s+\p{Script=Han}{0,5}又(?:回去|回头|跑回去|转回去)追)(?=\s|$)/gu,
    '$1浪花',
  );
}

/** `买了个气球 一撒手飞到树上`: what flew off when the child let go is the balloon or kite the day told of. */
function withFlown(description: string): string {
  const flown = description.match(/气球|风筝/u)?.[0];
  return flown ? description.replace(/(?<=一(?:撒|松|放)手)(?:就)?(?=飞)/gu, flown) : description;
}

/**
 * `风筝卡在树上… 帮他拿下来`, `放到天黑`, `烙了春饼… 他吃了两张`: what a later clause leaves unsaid is the kite or the
 * pancake the day told of, so each clause still says what it was.
 */
function withUnsaid(description: string): string {
  const flier = description.match(/风筝|气球/u)?.[0];
  const cake = description.match(/春饼|煎饼|烙饼|卷饼|馅饼|葱油饼|手抓饼|鸡蛋饼/u)?.[0];
  let out = description;
  if (flier) {
    out = out
      .replace(/帮(他|她)(拿|够|取|弄)(?:了)?下来/gu, `帮$1把${flier}$2了下来`)
      .replace(/(?<![风筝气球])放到(?=天黑|晚上|傍晚|太阳下山)/gu, `放${flier}放到`);
  }
  // `果果送了她一个小发夹 回来一直戴着`: what the child kept wearing is the gift.
  const gift = description.match(/送了?[他她我]?一?(个|只|条|张|朵|根)(\p{Script=Han}{1,4}?)(?=\s|$)/u);
  if (gift) out = out.replace(/(?<=一直|还)(戴着|拿着|抱着|攥着|握着)(?=\s|$)/gu, `$1那${gift[1]}${gift[2]}`);
  if (cake) out = out.replace(/吃了([一两三四五六七八九十几好]+)张(?=\s|$)/gu, `吃了$1张${cake}`);
  return out;
}

/**
 * `说好了今天带她去坐小火车 到了才知道检修停运`: a plan is dropped as not done, but one the day undid on arrival is the
 * day's disappointment, so the two phrases are told as one.
 */
/**
 * `舅舅要去国外读书了 今天去机场送他`: the one seen off is the grown-up named before, not the hero's own pronoun
 * (`他去了机场送他`).
 */
function withSeenOff(description: string): string {
  return description.replace(
    /(舅舅|叔叔|阿姨|小姨|姑姑|姨妈|爷爷|奶奶|外公|外婆|姥姥|姥爷|哥哥|姐姐|爸爸|妈妈)([^。！？\n]{0,16}?\s[^。！？\n]{0,6}?)送(?:他|她)(?![们\p{Script=Han}])/gu,
    '$1$2送$1',
  );
}

/** `买了个冰淇淋 刚舔一口就掉地上了`: what fell is the treat the day told of, said by its name. */
function withDropped(description: string): string {
  const treat = description.match(/冰淇淋|雪糕|甜筒|冰棍|棒棒糖|糖葫芦/u)?.[0];
  return treat
    ? // `刚舔了两口整个球掉地上了`: the whole scoop, said as the treat.
      description.replace(
        /(?<=(?:^|\s)[他她]?刚(?:舔|吃|咬)了?[一两几]口)(?:就)?(?:整个球|整个|球)?(?:就)?(?=掉(?:在|到)?地上)/gu,
        `${treat}就`,
      )
    : description;
}

/**
 * `姥姥家的大黄老了 今儿早上没了`: the one that died is the pet named just before, never the hero, whom the reteller
 * would give the subjectless phrase (`小熊没了`).
 */
function withGone(description: string): string {
  return description.replace(
    /(?<=^|\s)((?:\p{Script=Han}{1,6}的)?(\p{Script=Han}{1,4}?)(?:太老了|老了|病了|生病了|病了好久)\s+)((?:今天|今儿|昨天|昨晚|今早)?(?:一大?早|早上|上午|中午|下午|晚上|夜里|半夜)?)(?:就)?(?:没了|走了|死了)(?=\s|$)/gu,
    '$1$2$3不在了',
  );
}

function withUndone(description: string): string {
  return description
    .replace(
      /(?:本来)?说好了?(今天|周末|下午|上午)?(?:要)?(?:带[他她我们]+)?去(\p{Script=Han}{2,8}?)的?[\s，,]+(?:结果)?(?:(?:到了?|到那儿?|去了)(?:以后)?才?|才)(?:知道|发现)(\p{Script=Han}{2,8}?)了?(?=[\s，,。！!]|$)/gu,
      (_all, when: string | undefined, what: string, why: string) =>
        `\u{E001}${when ?? ''}\u{E002}${what}\u{E002}${why}`,
    )
    .replace(
      // `本来今天要去动物园看长颈鹿的 结果动物园闭园维修 白跑一趟`: the plan, and the place found shut, told as one.
      /(?:本来|原本|原来)(今天|周末|下午|上午)?(?:说好了?)?(?:要|想|打算|准备)?(?:带[他她我们]+)?去(\p{Script=Han}{2,10}?)的?[\s，,]+(?:结果|可是|但是|谁知道|没想到)?(到了?(?:那儿?|那里|门口)?才?(?:发现|知道)?)?(\p{Script=Han}{0,5}?)(?:今天|周一)?(?:闭园|闭馆|关门|没开门|不开门)了?(维修|装修|检修)?了?([\s，,]*白跑了?一趟了?)?(?=[\s，,。！!]|$)/gu,
      (_all, when: string | undefined, what: string, there, place: string, fix, wasted) =>
        // (The clause keeps a word of the let-down, for the trouble is read in it.)
        `\u{E001}${when ?? ''}\u{E002}${what}\u{E002}\u{E003}${place}\u{E003}没开门\u{E003}${fix ? '修' : ''}\u{E003}${there || wasted ? '到' : ''}`,
    );
}

function clauses(description: string): string[] {
  const out: string[] = [];
  for (const line of withSeenOff(
    withUndone(
      withDropped(
        withUnsaid(withFlown(withCatch(withChased(withHolder(withGone(byWriter(simplified(description)))))))),
      ),
    ),
  ).split(/[。！？!?\n]+/u)) {
    const phrases = phrasesOf(line);
    const found: string[] = [];
    /** The clauses that end in what the child said: the parent's telling after them is a clause of its own. */
    const quotes = new Set<number>();
    let waiting = '';
    for (let index = 0; index < phrases.length; index += 1) {
      const own = phrases[index] ?? '';
      if (own === LAUGHED) continue;
      // `说爸爸 好多星星掉下来了`: the grown-up the child called is the start of what the child said.
      // `喊妈妈快看 下雪啦`: the call and what follows it, unspaced, is what the child said.
      const call = own.match(new RegExp(`^(.*(?:说|问|喊))((?:${CALLED.source})\\p{Script=Han}*)$`, 'u'));
      // (At the line's end too where the child's own `我` follows the call: `自己喊妈妈我要尿尿`.)
      const ownWords =
        /喊$/u.test(call?.[1] ?? '') &&
        new RegExp(`^(?:${CALLED.source})我\\p{Script=Han}{2,}$`, 'u').test(call?.[2] ?? '');
      if (
        call &&
        (index < phrases.length - 1 || ownWords) &&
        phrases[index + 1] !== LAUGHED &&
        !/[说问]$/u.test(call[2] ?? '')
      ) {
        phrases.splice(index, 1, call[1] ?? own, call[2] ?? '');
        index -= 1;
        continue;
      }
      // `晚上说明天刘阿姨还来吗`: a question said unspaced after `说` is what the child asked (not a grown-up's words).
      const asked = own.match(/^(.*?(?<![听小])(?:说|问))(\p{Script=Han}{3,12}[吗呢])$/u);
      if (asked && index === phrases.length - 1 && !GROWN_UP_SAID.test((asked[1] ?? '').slice(0, -1))) {
        phrases.splice(index, 1, asked[1] ?? own, asked[2] ?? '');
        index -= 1;
        continue;
      }
      const turned = own.startsWith(NEW);
      const phrase = `${waiting}${own.replace(NEW, '')}`;
      waiting = '';
      // `又回超市问 原来掉在购物车里了`: what was found out after asking is the parent's telling, not words said.
      if (
        SAYS.test(phrase) &&
        index < phrases.length - 1 &&
        phrases[index + 1] !== LAUGHED &&
        !/^原来/u.test((phrases[index + 1] ?? '').replace(NEW, ''))
      ) {
        // What the child said runs to the end of the line, or to the parent's laugh at it.
        const laugh = phrases.indexOf(LAUGHED, index + 1);
        let end = laugh < 0 ? phrases.length : laugh;
        let told = false;
        // The parent's telling goes on after the child's words: a new time, or a long phrase with none of a
        // child's speaking in it (`妈妈我是小企鹅 商场圣诞树已经摆出来了`).
        // A grown-up called alone (`爸爸`) is not all the child said: what follows is theirs too.
        const called = new RegExp(`^(?:${CALLED.source})$`, 'u').test(phrases[index + 1] ?? '');
        for (let next = index + (called ? 3 : 2); next < end; next += 1) {
          const part = (phrases[next] ?? '').replace(NEW, '');
          // `说小猫咪为什么不洗澡 因为怕变成小湿猫`: a riddle's answer after its question is the child's words too.
          if (/^因为/u.test(part) && /为什么/u.test(phrases[next - 1] ?? '')) continue;
          if (
            TIME.test(part) ||
            /^(?:晚饭|午饭|早饭|回家|到家|回来|出来)/u.test(part) ||
            (hanLength(part) >= 6 && !SPOKEN.test(part)) ||
            // `说我是勇敢的小男子汉 又跑去玩了`: the child off again after the words is the parent's telling.
            OFF_AGAIN.test(part) ||
            // `说妈妈是我的 我就先抱着他说妈妈永远爱你`: the parent holding or telling the child, said of the child as
            // `他`, is the parent's telling after the child's words, not more of them.
            PARENT_AFTER.test(part) ||
            // `说妈妈你怎么才回来呀 抱着不松手 吃饭都要坐我腿上`: after the words' own end (`呀`, `吗`), a doing the
            // parent tells (holding on, a meal, the parent's heart) is no more of what the child said.
            (/[呀吗呢啦嘛啊]$/u.test(phrases[next - 1] ?? '') && TOLD_AFTER.test(part))
          ) {
            end = next;
            told = true;
            break;
          }
        }
        const words = phrases
          .slice(index + 1, end)
          .map((part) => part.replace(NEW, ''))
          .join(' ');
        const head = phrase.length <= 3 ? found.pop() : undefined;
        found.push(`${head ? `${head} ` : ''}${phrase} ${words}`);
        quotes.add(found.length - 1);
        // The parent's laugh is left out; a phrase of the parent's telling is the next clause.
        index = told ? end - 1 : end;
        continue;
      }
      const before = found.at(-1);
      if (before === undefined && hanLength(phrase) <= 3 && index < phrases.length - 1) {
        waiting = `${phrase} `;
        continue;
      }
      // `睡前跟爸爸视频了 给爸爸看了她画的画`: what the child showed or said to the one on the call is of the call.
      const onCall = before?.match(
        /(?:跟|和|给)(\p{Script=Han}{1,4}?)(?:视频|打(?:了)?(?:视频|电话)|通(?:了)?电话)/u,
      )?.[1];
      if (before !== undefined && onCall && phrase.startsWith(`给${onCall}`) && !quotes.has(found.length - 1)) {
        found[found.length - 1] = `${before} ${phrase}`;
        continue;
      }
      // `说小猫咪为什么不洗澡 因为怕变成小湿猫`: a riddle's answer goes with its question.
      // And `讲了个笑话 … 全家笑翻了`: the family's laugh is at the joke, told with it (not left to another part of the day).
      if (
        (before !== undefined && /为什么/u.test(before) && /^因为/u.test(phrase)) ||
        (before !== undefined &&
          /笑话/u.test(before) &&
          /^(?:全家|大家|我们|一家人|全家人)(?:都)?(?:笑翻了|笑疯了|笑死了|笑喷了|哈哈大笑|笑得)/u.test(phrase))
      ) {
        found[found.length - 1] = `${before} ${phrase}`;
        continue;
      }
      if (before !== undefined && !turned && !quotes.has(found.length - 1) && goesOn(before, phrase))
        found[found.length - 1] = `${before} ${phrase}`;
      else found.push(phrase);
    }
    if (waiting !== '') found.push(waiting.trim());
    out.push(...found);
  }
  // `包馄饨 … 晚上吃了六个`: a count eaten is of the food the day just made or bought.
  for (let index = 1; index < out.length; index += 1) {
    if (!/吃了(?:[一二两三四五六七八九十几]|\d{1,2})个$/u.test(out[index] ?? '')) continue;
    const food = out
      .slice(0, index)
      .join(' ')
      .match(
        /(?:饺子|馄饨|包子|汤圆|月饼|粽子|饼干|蛋挞|面包|青团|春卷|元宵|小笼包|烧卖)(?!.*(?:饺子|馄饨|包子|汤圆|月饼|粽子|饼干|蛋挞|面包|青团|春卷|元宵|小笼包|烧卖))/u,
      )?.[0];
    if (food) out[index] = `${out[index]}${food}`;
  }
  // `做了个风筝 … 姥爷说明天带他去广场放`: flying is of the kite the day just made.
  for (let index = 1; index < out.length; index += 1) {
    if (!/去\p{Script=Han}{1,5}放$/u.test(out[index] ?? '')) continue;
    if (/风筝/u.test(out.slice(0, index).join(' '))) out[index] = `${out[index]}风筝`;
  }
  // `下午去飞机场接`: fetching the one the day said was away.
  for (let index = 1; index < out.length; index += 1) {
    if (!/去\p{Script=Han}{2,5}接$/u.test(out[index] ?? '')) continue;
    const who = out
      .slice(0, index)
      .join(' ')
      .match(
        /(?:爸比|把拔|粑粑|爸爸|妈妈|爷爷|奶奶|外公|外婆|姥姥|姥爷)(?=\S{0,6}(?:出差|出门|回来|回老家|不在家))/u,
      )?.[0];
    if (who) out[index] = `${out[index]}${who}`;
  }
  // `小周阿姨今天走了 回老家带孙子`: the one leaving goes home, not the child.
  for (let index = 1; index < out.length; index += 1) {
    if (!/^(?:要)?回(?:老家|家乡|国|去)/u.test(out[index] ?? '')) continue;
    const who = (out[index - 1] ?? '').match(
      /(\p{Script=Han}{0,2}(?:阿姨|保姆|奶奶|爷爷|外婆|外公|姥姥|姥爷))(?=\S{0,8}走了)/u,
    )?.[1];
    if (who)
      out[index] = `${who}要${(out[index] ?? '').replace(/^要/u, '').replace(/带(孙子|孙女|外孙|外孙女)/u, '带小$1')}`;
  }
  // `阿姨今天回老家了 走之前给她扎了小辫子`: before leaving, the one who left did it, not the child or the parent.
  for (let index = 1; index < out.length; index += 1) {
    if (!/^(?:临|要)?走(?:之前|以前|前)给/u.test(out[index] ?? '')) continue;
    const who = (out[index - 1] ?? '').match(
      /((?:(?!的)\p{Script=Han}){0,2}(?:阿姨|保姆|奶奶|爷爷|外婆|外公|姥姥|姥爷))(?=\S{0,8}(?:走了|回老家|离开))/u,
    )?.[1];
    if (who) out[index] = (out[index] ?? '').replace(/给/u, `${who}给`);
  }
  // `哥哥天天放暑假在家 带妹妹玩捉迷藏`: the sibling just named is the one who played with the younger child.
  for (let index = 1; index < out.length; index += 1) {
    if (!/^带(?:妹妹|弟弟)(?=玩|去|一起)/u.test(out[index] ?? '')) continue;
    const who = (out[index - 1] ?? '').match(/^(?:哥哥|姐姐)\p{Script=Han}{0,2}?(?=放|在家|今天|回来|来了|\s)/u)?.[0];
    if (who) out[index] = `${who}${out[index]}`;
  }
  // `还有一个小螃蟹 她不敢摸 就蹲着看它横着爬`: the creature just found, said by name, since the story may tell the
  // fright apart from the finding.
  for (let index = 1; index < out.length; index += 1) {
    if (!/它/u.test(out[index] ?? '')) continue;
    const kind = (out[index - 1] ?? '').match(
      /小?(螃蟹|蜗牛|乌龟|青蛙|蚂蚁|毛毛虫|虫子|蝴蝶|蜻蜓|壁虎|刺猬|蚯蚓|瓢虫|蝌蚪)$/u,
    )?.[1];
    if (kind && !(out[index] ?? '').includes(kind)) out[index] = (out[index] ?? '').replace('它', `小${kind}`);
  }
  // `她抱着一个粉色的气球玩 突然啪一声爆了`: what popped is the balloon the clause before held, never the child.
  for (let index = 1; index < out.length; index += 1) {
    if (!/^(?:突然|一下子)?(?:就)?(?:(?:啪|嘭|砰|嘣)(?:的)?一声)?(?:就)?(?:爆了|破了)/u.test(out[index] ?? ''))
      continue;
    if (/气球/u.test(out[index - 1] ?? '')) out[index] = `气球${out[index]}`;
  }
  // `找不到他的小熊噗噗了 … 最后爸爸在洗衣机里找到的 … 抱着就不哭了`: what was found and held is the lost toy, by
  // its name.
  const lost = out
    .join(' ')
    .match(
      /找不到(?:了)?(?:[他她]的|心爱的|最爱的)?(\p{Script=Han}{2,6}?)了|(\p{Script=Han}{2,6}?)(?:不见了|找不着了)/u,
    );
  const toy = (lost?.[1] ?? lost?.[2])?.replace(/^(?:[他她]的|心爱的)/u, '');
  if (toy && !/^(?:东西|地方|路|人|妈妈|爸爸)$/u.test(toy))
    for (let index = 1; index < out.length; index += 1) {
      const clause = out[index] ?? '';
      if (clause.includes(toy)) continue;
      out[index] = clause
        .replace(
          /^((?:最后|后来|终于)?\p{Script=Han}{0,4}?在\p{Script=Han}{1,6}?(?:里|下面|底下|后面|上)?)找到(?:的|了)(?=\s|$)/u,
          `$1找到了${toy}`,
        )
        .replace(/^(?:[他她])?(?:紧紧)?抱着(?=就|才|\s)/u, `抱着${toy} `);
    }
  // `气球爆了 … 舅妈又给她拿了一个新的`: a new one of the thing that just popped or broke.
  for (let index = 1; index < out.length; index += 1) {
    if (!/(?:拿|买|换|找)了(?:一个|个)新的$/u.test(out[index] ?? '')) continue;
    const thing = out
      .slice(Math.max(0, index - 2), index)
      .join(' ')
      .match(/气球|灯笼|风筝|冰淇淋|雪糕|棒棒糖/u)?.[0];
    if (thing) out[index] = `${out[index]}${thing}`;
  }
  // `表姐可可过五岁生日 在她家开派对`: the party at the home of the one whose birthday it is, not the child's own.
  for (let index = 1; index < out.length; index += 1) {
    if (!/^在[他她]家(?:开|办)了?(?:个|一个)?(?:生日)?(?:派对|聚会)$/u.test(out[index] ?? '')) continue;
    const who = (out[index - 1] ?? '').match(
      /^(?:今天|周末|昨天)?((?:表|堂)?(?:姐|哥|妹|弟){1,2}\p{Script=Han}{0,2}?|\p{Script=Han}{2})(?=过\p{Script=Han}{0,4}生日|的?生日)/u,
    )?.[1];
    if (who) out[index] = `${who}${(out[index] ?? '').replace(/^在[他她]家/u, '在家')}`;
  }
  // A day of sad news does not cheer with a present or a treat.
  const sad = SAD_NEWS.test(description);
  return out.filter(
    (clause) => clause.replace(/[^\p{Script=Han}\p{L}]/gu, '').length >= 2 && !(sad && TREAT.test(clause)),
  );
}

/** The clause's spelling made right and its chat left out. */
function clean(clause: string): string {
  let text = simplified(clause)
    // `喊"豆包还给我 坏狗狗"`, `抱着豆包说“我原谅你了”`: words in the parent's quotation marks are told as said, in
    // the speaker's own words, once; the clause keeps only what was done as they were said (`小猫咪又抱着豆包。`).
    .replace(/(?:还|又|就|一直|大声)?(?:说|问|喊|讲)[^。！？"“”「」『』]{0,6}["“”「『][^"“”」』]+["“”」』]/gu, ' ')
    // `哥哥（5岁）今天生日`: the parent's aside goes, the words around it stay one phrase.
    .replace(/(?<=\p{Script=Han})[（(][^）)]*[）)](?=\p{Script=Han})/gu, '')
    .replace(/[（(][^）)]*[）)]/gu, ' ')
    .replace(CHAT, ' ')
    // `哦对了早上在幼儿园…`: the parent remembering more is the parent's aside; what was remembered stays.
    .replace(/^(?:哦|噢|喔|啊|呃)?(?:对了|差点忘了说?|忘了说了?)[，,\s]*/u, '')
    // `…让我讲 哦对了`: the same aside at the end of a phrase, before what the parent remembered.
    .replace(/(?:\s|(?<=\p{Script=Han})(?=[哦噢喔]))(?:哦|噢|喔)?对了$/u, '')
    // `我家那只大橘猫年糕`: the family's own pet, as `我们家` says it (not the parent's own doing).
    .replace(
      new RegExp(`^我们?家(?:的|那只|那条|的那只)?(?=\\p{Script=Han}{0,3}(?:猫|狗|兔|仓鼠|乌龟|鹦鹉|${BREED}))`, 'u'),
      '我们家',
    )
    // `周六 姐姐乐乐…`: the day of the week is the parent's diary, not the story's.
    .replace(/^(?:周|星期|礼拜)[一二三四五六日天]\s+/u, '')
    // `周末去郊区农场摘草莓`: the weekend the parent wrote of is the story's today; `周末要去` stays a plan.
    .replace(/^周末(?=去|带|跟|和|在|一家)/u, '')
    // `郊区农场`: the farm, not the parent's map.
    .replace(/郊区(?=\p{Script=Han}{0,2}(?:农场|果园|草莓园|农家乐))/gu, '')
    // `…的手 却没哭`: the short `but not`, as a story says it to a child.
    .replace(/(?<=\s)却(?=(?:也|都|还|就)?(?:没|不))/gu, '可是')
    // `又回超市问 原来掉在购物车里了`: asked around, then what was found out.
    .replace(/(?<=\p{Script=Han})问\s+原来/gu, '问了问，原来');
  for (const [pattern, replacement] of SPELLING) text = text.replace(pattern, replacement);
  // `叫小红小黄小黑`: the pets' names one by one.
  text = text.replace(/(?<=名字，叫)(?:小\p{Script=Han}){2,5}$/u, (all) =>
    (all.match(/小\p{Script=Han}/gu) ?? []).join('、'),
  );
  // `跟小胖抢位置 推了人家一下`: `人家` is the child the clause named.
  const other = text.match(/[跟和](\p{Script=Han}{2,3}?)(?:抢|吵|打|争|闹)/u)?.[1];
  if (other && !/^(?:大家|别人|人家)$/u.test(other)) text = text.replace(/人家/gu, other);
  return text
    .replace(/[！!？?。.]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The parent's `我` as the hero's grown-up, or undefined when the parent is the one who did it. */
function fromParent(text: string, grownUp: string, hero: R, weWith = grownUp): string | undefined {
  // `我蹲下来抱着她等她哭完`: the grown-up who writes held the crying child until the tears were done.
  const held = text.match(
    /^我(?:就)?(蹲下来|蹲下|坐下来)?\s*(?:紧紧)?(?:地)?(抱着|搂着)([他她])\s*(?:一直)?等\3(哭完|哭够|平静下来|冷静下来)(?:了)?$/u,
  );
  if (held && grownUp !== '大人')
    return `${grownUp}${held[1] ? `${held[1]}，` : ''}${held[2]}${hero.name}，等${hero.ta}${held[4]}`;
  if (SELF.test(text)) return undefined;
  // `王老师说我走了十分钟就不哭了`: what the grown-up saw after the parent left.
  const left = text.match(
    /^(\p{Script=Han}{0,3}(?:老师|阿姨|奶奶|外婆|姥姥|爷爷|外公|姥爷|爸爸|妈妈))说我(一)?(?:走|离开)了?([^他她\s]{0,6}?)[他她]?(就|才)(\p{Script=Han}.*)$/u,
  );
  if (left) {
    const went = left[2] ? `一走${left[3]}` : `走了${left[3]}`;
    return `${left[1]}说，${grownUp}${went}，${hero.name}${left[4]}${left[5]}`;
  }
  // `王老师说我走了…`: the parent as the one who went.
  if (/说我(?!们)|(?:^|\s)我(?!们)/u.test(text)) return undefined;
  // `早上打视频`: the child and the grown-up far away talked on a video call.
  return (
    text
      // `说要给阿姨打视频`: a call the child wants to make stays wanted, not told as made.
      .replace(/((?:要|想)[跟和给与]\p{Script=Han}{1,3}?打)视频(?!电话)/u, '$1视频电话')
      .replace(/(?<!要|想)([跟和给与]\p{Script=Han}{1,3}?)打了?视频(?:电话)?/u, '$1打了视频电话')
      // `跟爸爸视频`: a video call, said as one.
      // (`每天晚上都要跟妈妈视频`: a call wanted or made every day is said without 了.)
      .replace(
        /((?:要|想|会)[跟和给与](?:爸爸|妈妈|爷爷|奶奶|外公|外婆|姥姥|姥爷|阿公|阿嬷|阿嫲))视频(?:通话|聊天)?(?=\s|$)/u,
        '$1打视频电话',
      )
      .replace(
        /(?<!要|想|会)([跟和给与](?:爸爸|妈妈|爷爷|奶奶|外公|外婆|姥姥|姥爷|阿公|阿嬷|阿嫲))视频(?:通话|聊天)?(?=\s|$)/u,
        '$1打了视频电话',
      )
      .replace(/(?<![跟和给与]\p{Script=Han}{0,3})打了?视频(?:电话)?/u, `和${grownUp}打了视频电话`)
      // `我们家狗狗可乐`, `在我们家带了她半年`: the family's own pet, and the home.
      .replace(
        new RegExp(
          `我们家的?(?=\\p{Script=Han}{0,2}(?:猫|狗|兔|仓鼠|乌龟|鹦鹉|鱼|二宝|老大|老二|宝宝|小|${BREED}))`,
          'gu',
        ),
        '家里的',
      )
      .replace(/我们家的?/gu, '家里')
      // `钻到我们大床上`: the grown-ups' own bed or room, where the child came to them in the night.
      .replace(/我们的?(?=大床|床上|床|房间|卧室|被窝)/gu, '爸爸妈妈的')
      // `被我说了一顿`: the grown-up's telling-off, said gently.
      .replace(/被我(?:说|骂|批评|凶|训)了(?:一顿|几句|两句)?/gu, `被${grownUp}说了几句`)
      // `她也想玩 被我拒了`: the grown-up said no.
      .replace(/(?:^|\s)被我拒(?:绝)?了/gu, ` 可是${grownUp}说不行`)
      // `后来我们就去了旁边的图书馆`: the `就` of the parent's `then`, whose `then` the clause no longer has.
      .replace(/^我们就(?=去|回|到)/u, '我们')
      // `我们跟她说了团团去世了`: the parents told the child the news; the child is not one of those who told.
      .replace(/^我们(?:就|也)?(?:跟|和|对|给)([他她])(?:说|讲)(?:了)?\s*/u, '爸爸妈妈告诉$1 ')
      // `我们`: the family, unless the day's grown-up is known (the one who writes is not the whole family).
      .replace(/我们/gu, `${hero.name}和${weWith === '大人' ? '家人' : weWith}`)
      // `抱着我大腿哭`: the grown-up's leg, `大人的腿`.
      .replace(/我的?大腿/gu, `${grownUp}的腿`)
      .replace(/我(?=腿|手|脚|胳膊|脖子|肩膀|衣服)/gu, `${grownUp}的`)
      .replace(/我(?:后面|背后)/gu, `${grownUp}身后`)
      .replace(/我/gu, grownUp)
  );
}

/** The one parent a day names (`让妈妈吹吹` and no `爸爸`), or undefined where it names both or neither. */
function soleParentOf(description: string | undefined): string | undefined {
  const day = simplified(description ?? '');
  const mum = /妈妈|麻麻|马麻|妈咪/u.test(day);
  const dad = /爸爸|粑粑|把拔|爸比/u.test(day);
  return mum === dad ? undefined : mum ? '妈妈' : '爸爸';
}

/** The hero as the one it happened to, in a clause whose subject the parent left out or called by a pronoun. */
function withHero(
  text: string,
  hero: R,
  child: string | undefined,
  names: readonly string[] = [],
  grownUp = '大人',
  soleParent?: string,
): string | undefined {
  const holiday = text.match(HOLIDAY)?.[0] ?? '';
  const time = text.match(TIME)?.[0] ?? '';
  if (holiday !== '' && time === '') return withHero(text.slice(holiday.length).trim(), hero, child, names, grownUp);
  const said = text.slice(time.length).trim();
  // `去楼下玩`: told as done, `去楼下玩了` (not `去了楼下玩`).
  // (`早上包子豆浆`: a meal said bare is eaten, never `包了子豆浆`.)
  const rest =
    /[了过着]/u.test(said) || MEAL.test(said)
      ? said
      : said
          .replace(BARE, '$1了$2')
          // `玩雪`, `看书`: a doing of one thing, told as done (`玩雪了`, not `玩了雪`).
          .replace(/^(玩|看|游|滑|堆)(雪|沙|水|书|泳|冰|雪人)$/u, '$1$2了')
          // `下午带她去理发`: the child taken along is told as the one who went (see `带${child}` below).
          .replace(/^带了([他她])(?=去|来|到|回)/u, '带$1')
          .replace(/^去了(\p{Script=Han}{1,4})玩$/u, '去$1玩了')
          // `去医院验血`: went there to have it done, `去医院验血了` (not `去了医院验血`).
          .replace(/^去了(医院|诊所|超市|商场|菜市场|理发店|游泳馆|银行|邮局)(\p{Script=Han}{1,3})$/u, '去$1$2了')
          // `去吃冰淇淋`, `去看电影`: what they went to do, `去吃冰淇淋了` (not `去了吃冰淇淋`).
          .replace(/^去了((?:吃|喝|看|买|玩|听)\p{Script=Han}{1,5})$/u, '去$1了')
          // `去拜年`, `去串门`: a doing gone to, `去拜年了`.
          .replace(
            /^去了(拜年|串门|上课|上学|游泳|散步|爬山|钓鱼|野餐|露营|理发|剪头发|打针|打疫苗|体检|看病)$/u,
            '去$1了',
          )
          // `去上音乐课`, `去学游泳`: a lesson gone to, `去上音乐课了` (not `去了上音乐课`).
          .replace(/^去了((?:上|学)\p{Script=Han}{1,4}课|学\p{Script=Han}{1,3})$/u, '去$1了')
          // `跟爸爸去公园喂鸭子`: an outing told as done, `去公园喂鸭子了`.
          .replace(
            /^((?:[跟和]\p{Script=Han}{1,3}?(?:一起)?)?去\p{Script=Han}{2,5}?(?:喂|玩|骑|踢|放|挖|捡|摘|划|钓|滑|荡)\p{Script=Han}{1,3})(?<!了)$/u,
            '$1了',
          );
  const after = (said: string | undefined) => {
    if (said === undefined) return undefined;
    if (time === '') return said;
    // `今天天气真好`, `今天下了今年第一场雪`: the day and its weather read as one, no comma between.
    const long =
      [...time].length > 2 || HOLIDAY.test(time) || (!said.startsWith(hero.name) && !/^(?:天气|下了)/u.test(said));
    // `接她的时候，Zuri说…`: the hero named where first said, `来接Zuri的时候，她说…`.
    if (child && time.includes(child) && said.startsWith(hero.name))
      return `${time.replace(child, hero.name)}，${hero.ta}${said.slice(hero.name.length)}`;
    return `${time}${long ? '，' : ''}${said}`;
  };
  if (rest === '') return undefined;
  // `晚上打雷不敢睡`: the thunder, then what the child did (the child never thundered: not `打了雷不敢睡`).
  const storm = said.match(
    /^(?:外面)?(打雷|打大雷|刮大风|刮台风|下暴雨|放鞭炮|放烟花)(?:了|啦)?\s*[他她]?((?:就|又|还|吓得|一直)?(?:不敢|不肯|不想|睡不着|吓|哭|怕|害怕|躲|钻|捂|抱着)\p{Script=Han}*)$/u,
  );
  if (storm) return `${time}${storm[1]}了，${hero.name}${storm[2]}`;
  // `气球突然啪一声爆了 吓得哇哇哭`: the bang of the balloon, then the child's fright and tears, in one sentence.
  const popped = said.match(
    /^(\p{Script=Han}{0,4}?气球)(突然|一下子)?(?:就)?(啪|嘭|砰|嘣)(?:的)?一声(?:就)?(爆了|破了)\s*[他她]?(?:就)?(吓得|吓了一跳)?\s*(哇哇大哭|哇哇哭|大哭|哭了|哭起来了)?$/u,
  );
  if (popped) {
    const fright =
      popped[5] === '吓得'
        ? `吓得${popped[6] ?? '哭了'}`
        : popped[5]
          ? `吓了一跳${popped[6] ? `，${popped[6]}` : ''}`
          : popped[6];
    return after(
      `${popped[1]}${popped[2] ?? ''}${popped[3]}的一声${popped[4]}${fright ? `，${hero.name}${fright}` : ''}`,
    );
  }
  // `兔子灯走着走着没电了不亮了她就哭了`: what happened to the thing, then the child's tears, in one sentence.
  const broke = said.match(
    /^(\p{Script=Han}{0,3}?(?:灯笼|灯|气球|风筝|泡泡|冰淇淋|雪糕|雪人|城堡|积木|玩具|车车|小车|娃娃|棒棒糖))((?:走着走着|玩着玩着|突然|一下子)?(?:(?:没电了|不亮了|灭了|坏了|破了|爆了|飞走了|掉了|塌了|倒了|化了|断了)\s*){1,3})[他她]?(就|一下子就)?(哭了|大哭|哇哇大哭|哭起来了|哭了起来|难过了|伤心了|不高兴了)?$/u,
  );
  if (broke)
    return after(
      `${broke[1]}${(broke[2] ?? '').trim().replace(/了\s*(?=\p{Script=Han})/gu, '了，')}${broke[4] ? `，${hero.name}${broke[3] ?? '就'}${broke[4]}` : ''}`,
    );
  // `鱼尾巴一甩溅了他一脸水`: what the fish or the wave did, then what it did to the child.
  const splashed = said.match(
    /^(\p{Script=Han}{1,3})一(甩|摆|扑腾|晃|跳|蹦|拍)(溅|喷|甩|泼|洒)了[他她](一脸|一身|满脸|一头|一手)(\p{Script=Han}{0,2})$/u,
  );
  if (splashed)
    return after(`${splashed[1]}一${splashed[2]}，${splashed[3]}了${hero.name}${splashed[4]}${splashed[5]}`);
  // `后来一起看月亮`: the hero did it with the ones of the day, not alone.
  if (/^一起(?:看|玩|吃|去|做|包|搭|画|唱|读|赏|放|点|提)/u.test(rest)) return after(`${hero.name}和大家${rest}`);
  // `早上六点多就醒了`: the hour first, then the hero who woke.
  const hour = said.match(
    /^(\d{1,2}|[一二两三四五六七八九十]{1,3})点(多|半|钟|左右)?(就|才|还)?(醒|起)(\p{Script=Han}*)$/u,
  );
  if (hour) return `${time}${hour[1]}点${hour[2] ?? ''}，${hero.name}${hour[3] ?? ''}${hour[4]}${hour[5] || '了'}`;
  // `回来路上买了根棒棒糖就好了`: the grown-up bought the treat, and the child was all right again.
  const treat = rest.match(
    /^买了(一?[根个颗块支包盒瓶本只]?\p{Script=Han}{1,6}?)[他她]?就(好了|不哭了|开心了|没事了|笑了|高兴了)$/u,
  );
  // (Bought by the one parent the day names, `让妈妈吹吹`, where no grown-up of the day is known.)
  const buyer = /^(?:大人|爸爸妈妈)$/u.test(grownUp) ? (soleParent ?? grownUp) : grownUp;
  if (treat) return after(`${buyer}给${hero.name}买了${treat[1]}，${hero.ta}就${treat[2]}`);
  // `下午外婆家`: a relative's home after its time is where the hero went (not the relative's own doing).
  if (time !== '' && FAMILY_HOME.test(rest)) return after(`${hero.name}去了${rest}`);
  // `晚上姥姥包的酸菜饺子`: a dish a grown-up of the family made, named without its verb, is what the hero ate.
  const dish = rest.match(
    /^((?:妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)(?:亲手)?(?:包|做|煮|蒸|烤|炖|烙|炸)的\p{Script=Han}{2,8})$/u,
  );
  if (dish && !/[了过着]/u.test(dish[1] ?? '')) return after(`${hero.name}吃了${dish[1]}`);
  // `早上小米粥加鸡蛋`, `中午饺子`, `早饭豆浆油条`: a meal named without its verb is what the hero ate.
  const meal = rest.match(MEAL);
  // `中午在奶奶家饺子`: the meal where it was eaten, said without its verb.
  const mealAt = rest.match(
    new RegExp(
      `^(在\\p{Script=Han}{0,3}?(?:家|饭店|餐厅|食堂|幼儿园))((?:${DISH}){0,4}?${FOOD}(?:(?:加|和|配|还有)?(?:${DISH}){0,4}?${FOOD})*)$`,
      'u',
    ),
  );
  if (mealAt && time !== '')
    return after(`${hero.name}${mealAt[1]}吃了${(mealAt[2] ?? '').replace(/加|配|还有/gu, '和')}`);
  if (meal && (time !== '' || meal[1]))
    return after(`${hero.name}${meal[1] ?? ''}吃了${(meal[2] ?? '').replace(/加|配|还有/gu, '和')}`);
  // `下午公园跟外婆`, `下午小区花园 和朵朵`, `下午去公园跟乐乐`: where the hero went, and with whom, said without a verb
  // or with a bare `去`.
  const wentWith = rest.match(
    /^(?:去)?(\p{Script=Han}{0,4}?(?:公园|动物园|游乐场|商场|超市|图书馆|海边|游泳馆|博物馆|广场|农场|乐园|淘气堡|奶奶家|外婆家|姥姥家|爷爷家|外公家|姥爷家|花园|海洋馆|水族馆|科技馆|植物园|湿地|沙滩|游泳池|溜冰场|滑雪场|菜市场))\s*[跟和同](\p{Script=Han}{1,4})$/u,
  );
  // (`下午在公园跟乐乐`: where the hero was with them, said with its `在`: they played there.)
  if (wentWith?.[1]?.startsWith('在')) return after(`${hero.name}和${wentWith[2]}一起${wentWith[1]}玩`);
  if (wentWith) return after(`${hero.name}和${wentWith[2]}一起去了${wentWith[1]}`);
  // `下午和奶奶公园`: the same with whom said first.
  const withFirst = rest.match(
    /^[跟和同]((?:妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷|哥哥|姐姐|弟弟|妹妹|表哥|表姐|表弟|表妹|舅舅|舅妈|姑姑|小姨|阿姨|叔叔)|(\p{Script=Han})\2)\s*((?!去|到|在|一起)\p{Script=Han}{0,4}?(?:公园|动物园|游乐场|商场|超市|图书馆|海边|游泳馆|博物馆|广场|农场|乐园|淘气堡|奶奶家|外婆家|姥姥家|爷爷家|外公家|姥爷家|花园|海洋馆|水族馆|科技馆|植物园|湿地|沙滩|游泳池|溜冰场|滑雪场|菜市场))$/u,
  );
  if (withFirst) return after(`${hero.name}和${withFirst[1]}一起去了${withFirst[3]}`);
  if (rest.startsWith(hero.name)) return after(rest);
  // `滑梯下面有个缝`: what was there, said of the place, with no doer.
  if (/^\p{Script=Han}{1,5}?(?:下面|底下|上面|里面|旁边|后面|中间)有(?:个|一个|一条|一道|条|道)/u.test(rest))
    return after(rest);
  // `在我们家带了她大半年`: someone the clause does not say looked after the child; told of nobody, it is left out.
  if (
    child &&
    new RegExp(`^(?:在\\p{Script=Han}{1,4})?(?:(?:带|陪|照顾|哄|接|喂)了${child}|(?:陪|照顾|哄)${child})`, 'u').test(
      rest,
    )
  )
    return undefined;
  // `跟她说了好几遍没有大灰狼的`: the grown-up told the child, over and over.
  const told = child
    ? rest.match(
        new RegExp(
          `^[跟和对]${child}(?:说|讲)了?(好几遍|好多遍|很多遍|好几次|好多次|半天)?(\\p{Script=Han}{2,12}?)的?$`,
          'u',
        ),
      )
    : null;
  if (told) return after(`${grownUp}跟${hero.name}说${told[1] ? `了${told[1]}` : ''}：“${told[2]}。”`);
  // `幼儿园放学`: only when the day went on, no happening of its own.
  if (/^\p{Script=Han}{0,4}放学(?:了|后|以后)?$/u.test(rest)) return undefined;
  // `打针`, `看书`: a doing of one thing, told as done.
  const one = rest.match(/^(打|看|画|唱|跳|吃|喝|剪|拔|补|抽|踢)(\p{Script=Han})$/u);
  if (one && one[1] !== one[2]) return after(`${hero.name}${one[1]}了${one[2]}`);
  // `下午去接`: the grown-up went to fetch the hero, not the hero who fetched.
  if (/^(?:去|来)接(?:了)?$/u.test(rest)) return after(`${grownUp}去接${hero.name}了`);
  // `在站台上小满一直挥手`: where first, then the hero named: the hero's name said once, at the front.
  const where = rest.match(
    new RegExp(
      `^(在\\p{Script=Han}{1,8}?(?:上|里|边|旁边|门口|下面|外面))${hero.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\p{Script=Han}.*)$`,
      'u',
    ),
  );
  if (where) return after(`${hero.name}${where[1]}${where[2]}`);
  // `在机场她一直挥手`: where first, then the child by the parent's pronoun; the hero's name at the front instead.
  const wherePronoun = child
    ? rest.match(new RegExp(`^(在\\p{Script=Han}{1,8}?)${child}(\\p{Script=Han}.*)$`, 'u'))
    : null;
  if (wherePronoun) return after(`${hero.name}${wherePronoun[1]}${wherePronoun[2]}`);
  // `在我们家住了一个月`: a guest's stay, not the hero's, in the hero's own home.
  if (/^在(?:家里|家)(?:住|待|呆)了/u.test(rest)) return undefined;
  // `送到高铁站`: the hero went along to see them off.
  const off = rest.match(/^(?:一直)?送到了?(\p{Script=Han}{2,5})$/u);
  if (off) return after(`${hero.name}也去送行，一直送到了${off[1]}`);
  // `赶紧抱出来冰敷`: the grown-up picked the hero up.
  // (`硬抱出来哭的嗷嗷的`: lifted out against the hero's will, and the hero's crying after it.)
  const lift = rest.match(
    /^(赶紧|赶快|马上|立刻|连忙|硬|硬是|只好|一把)?抱(出来|起来|回家|回来|过来|到床上)(\p{Script=Han}*)$/u,
  );
  if (lift) {
    const then = lift[3] ?? '';
    const cried = /^(?:又)?哭/u.test(then);
    return after(`${grownUp}${lift[1] ?? ''}把${hero.name}抱${lift[2]}${cried ? `，${hero.name}` : ''}${then}`);
  }
  // `给他戴上小手套`, `跟她商量换新的`, `剪了一小块布给她留着`: the child is the one it was done for, so the doing
  // is the grown-up's, never the hero's own.
  const forChild = child
    ? rest.match(
        new RegExp(
          `^(?:[给跟]${child}(?!们)|(?:(?![他她我])\\p{Script=Han}){2,8}给${child}(?=留|玩|吃|看|穿|戴|盖|用|做|买))`,
          'u',
        ),
      )
    : null;
  // (`大人给她买了`: the grown-up is said already, not twice as `爸爸大人`.)
  // (`医生阿姨给她看了小镜子`: someone else the clause names does it, not `大人医生阿姨`.)
  // (`阳阳就把挖掘机让给他玩`: another child of the day, named first, gave it, no grown-up.)
  const byOther = names.some((who) => who !== '' && rest.startsWith(who));
  if (forChild && child && !byOther && !GROWN_UP_START.test(rest) && !OTHERS.test(rest) && !rest.startsWith('大人'))
    return after(`${grownUp}${rest.replace(child, hero.name)}`);
  // `回家倒头就睡`: home first, then what the hero did there.
  // (Not on the way back, in the car: `回来在车上就睡着了` is `回来的路上`.)
  const onTheWay = rest.match(/^(?:回家|回来)(在车上\p{Script=Han}+)$/u);
  if (onTheWay && time === '') return `回来的路上，${hero.name}${onTheWay[1]}`;
  const home = rest.match(/^(?:回家|到家|回到家|回来)(?:后|以后)?(?!路上|的|了|一路)(\p{Script=Han}{2,})$/u);
  // `回家擦了碘伏`: the grown-up tended the hurt; a child of three does not.
  const tended = (doing: string) => (TENDED.test(doing) ? `${grownUp}给${hero.name}${doing}` : `${hero.name}${doing}`);
  if (home && time === '') return `回到家，${homeDoing(home[1] ?? '', hero, grownUp) ?? tended(home[1] ?? '')}`;
  if (TENDED.test(rest)) return after(tended(rest));
  // `锣一响吓了一跳`: the noise first, then what the hero did.
  // (`针一扎下去就哇哇大哭`: the way the needle went is the needle's, `针一扎下去，小熊就…`.)
  const noise = rest.match(
    /^(\p{Script=Han}{1,2})一((?:响|叫|炸|亮|吹|敲|扎|打)(?:下去|进去|上去|下来|起来)?)(?!了)(\p{Script=Han}{2,})$/u,
  );
  // `推子一响就哭`: a tool's name ending in 子 is the noise, though a doing (`推`) begins it.
  if (noise && (!DOINGS.test(rest) || /子$/u.test(noise[1] ?? '')))
    // (`彩灯一亮她拍手`: the child's pronoun after the noise is the hero's name, said once.)
    return after(
      `${noise[1]}一${noise[2]}，${hero.name}${child && noise[3]?.startsWith(child) ? noise[3].slice(child.length) : noise[3]}`,
    );
  if (/^今年(?:的)?(?:第一|头一)场\p{Script=Han}$/u.test(rest))
    return after(`${rest.replace('头一', '第一').replace('的', '')}来了`);
  // `出来饿坏了`: hungry after the lesson or the outing.
  const out = rest.match(/^出来(?:以后|后)?(饿坏了|饿了|累坏了|累了)$/u);
  if (out) return after(`出来以后，${hero.name}${out[1]}`);
  // `下雪啦今年第一场雪`: the weather, then which snow it was.
  const first = rest.match(/^((?:下|刮)[雨雪风])[了啦](今年(?:的)?第一场[雨雪])$/u);
  if (first) return after(`${first[1]}了，是${first[2]}`);
  // `第一节游泳课`: the hero's first lesson, told as had; `第一次上游泳课`: the first time the hero had one (not
  // `上了第一次上游泳课`).
  const lesson = rest.match(/^第一(节|次|堂)(上)?(\p{Script=Han}{1,6}课)$/u);
  if (lesson)
    return after(
      lesson[1] === '次' ? `${hero.name}第一次上了${lesson[3]}` : `${hero.name}上了第一${lesson[1]}${lesson[3]}`,
    );
  // `一拉开窗帘她就嗷嗷叫`: as soon as the hero did one thing, the next.
  const soon = child ? rest.match(new RegExp(`^一(\\p{Script=Han}{1,5}?)${child}就(\\p{Script=Han}+)$`, 'u')) : null;
  if (soon) return after(`${hero.name}一${soon[1]}就${soon[2]}`);
  // `今天下大雪了`: the weather, told as it is.
  if (/^(?:下|刮|打)了?(?:大|小|好大的|一场|很大的)?(?:雨|雪|风|雷)(?:了|啦)?$/u.test(rest))
    return `${time}${rest.replace(/啦$/u, '了')}`;
  // `一开门就冲过去抱住`: the door opened, and the hero ran.
  const door = rest.match(/^一开门就(\p{Script=Han}+)$/u);
  if (door) return after(`门一开，${hero.name}就${door[1]?.replace(/抱(?:住)?(?:大腿)?$/u, '抱了个满怀')}`);
  // `好朋友果果下周要搬去北京了`: the hero's friend.
  if (/^(?:好朋友|最好的朋友)/u.test(rest)) return after(`${hero.name}的${rest}`);
  // `楼上的好朋友小米今天搬走了`: the friend who lived next door.
  const near = rest.match(/^(楼上|楼下|隔壁|对门)的?(好朋友|朋友|小伙伴)(\p{Script=Han}+)$/u);
  if (near) return after(`住在${near[1]}的${near[2]}${near[3]}`);
  // `车开了还追着喊`: the train left, and the hero still ran after it.
  const left = rest.match(
    /^(车|火车|高铁|动车|汽车|大巴|飞机)(开|走|飞)(?:走)?了(?:以后|后)?(还|就|又)?(\p{Script=Han}+)$/u,
  );
  if (left) return after(`${left[1]}${left[2]}了，${hero.name}${left[3] ?? ''}${left[4]}`);
  // `停电了一会儿`: the lights went out, all at once.
  if (/^(?:突然|忽然)?停电了/u.test(rest)) return after(rest.replace(/^(?:突然|忽然)?/u, '突然'));
  // `外公笑得… 抱着他亲了好几口`: the grown-up before kissed the hero; told as done to the hero, never by the hero.
  const kissed = child
    ? rest.match(new RegExp(`^(?:又|还)?(?:抱着|搂着|抱起)${child}(亲了|亲|啃了)(\\p{Script=Han}{0,4})$`, 'u'))
    : null;
  if (kissed) return after(`${hero.name}被抱着亲了${kissed[2] || '一下'}`);
  // `钓了条小鲫鱼`: what the hero caught.
  const caught = rest.match(/^钓(?:到|上)?了(?:一)?条(\p{Script=Han}{1,5})$/u);
  if (caught) return after(`${hero.name}钓到了一条${caught[1]}`);
  // `放洗脸盆里看了一下午`: the catch put in a basin, and watched.
  const kept = rest.match(/^放(?:在|进|到)?(\p{Script=Han}{1,4}?)里(?:面)?看了(\p{Script=Han}{2,4})$/u);
  if (kept) return after(`${hero.name}把它放进${kept[1]}里，看了${kept[2]}`);
  // `给起名叫泡泡`: the name the hero gave it.
  const called = rest.match(/^(还)?给(?:它|他|她)?起(?:了个|了|个)?名(?:字)?(?:叫|叫做)(\p{Script=Han}{1,4})$/u);
  if (called) return after(`${hero.name}${called[1] ?? '还'}给它起了个名字，叫${called[2]}`);
  // `糊了一脸米粒`: the food all over the hero's face.
  const smeared = rest.match(/^(糊|弄|沾|蹭|抹|吃)(?:了|得)(一脸|满脸|一身|一手|满手)(\p{Script=Han}{0,3})$/u);
  if (smeared) return after(`${hero.name}${smeared[1]}了${smeared[2]}${smeared[3]}`);
  // `一碗都吃光了`: the whole bowl eaten up.
  const eaten = rest.match(/^(?:一|整)(碗|大碗|盘|小碗)(\p{Script=Han}{0,2}?)(?:都|全)?吃(光|完)了$/u);
  if (eaten)
    return after(`${hero.name}把一${eaten[1]}${eaten[2] || (eaten[1]?.endsWith('碗') ? '饭' : '')}都吃${eaten[3]}了`);
  // `米漏了一桌子`: the rice spilled, told as the small uh-oh it was.
  const spill = rest.match(/^(米粒?|糯米|面粉|水|牛奶|果汁|汤|颜料)(漏|洒|撒)了(\p{Script=Han}{1,4})$/u);
  if (spill) return after(`哎呀，${spill[1] === '米' ? '米粒' : spill[1]}哗啦啦${spill[2]}了${spill[3]}`);
  // `没刹住撞到货架上`: a crash of what the hero was pushing or riding, the noise of it said.
  const crash = rest.match(/^(?:没刹住|没停住|刹不住)(?:车)?撞(?:到|在)?了?(\p{Script=Han}{1,4}?)上$/u);
  if (crash) return after(`${hero.name}没刹住，咚！撞到了${crash[1]}上`);
  // `掉下来好几盒饼干`: what fell, said first.
  const fell = rest.match(
    /^(?:(\p{Script=Han}{1,3})上)?掉(?:下来|了下来)了?(好几|一|几|两|三|四|五)(盒|个|包|瓶|本|袋|罐|箱)(\p{Script=Han}{1,4})$/u,
  );
  if (fell) return after(`${fell[2]}${fell[3]}${fell[4]}${fell[1] ? `从${fell[1]}上` : ''}掉了下来`);
  // `针还没扎进去就开始哭`: the thing first, then what the hero did.
  const before = rest.match(/^(\p{Script=Han}{1,3})还没(\p{Script=Han}+?)就(\p{Script=Han}+)$/u);
  if (before)
    return after(`${before[1]}还没${before[2]}，${hero.name}就${before[3]}${/了$/u.test(before[3] ?? '') ? '' : '了'}`);
  // `剪完刘海短短的`: the hero's new fringe.
  const cut = rest.match(/^剪完(?:头发)?(刘海|头发)(\p{Script=Han}+)$/u);
  if (cut) return after(`剪完头发，${hero.name}的${cut[1]}${cut[2]}`);
  // `周末带她去动物园`: the hero went, told as done (`去了动物园`).
  if (child && rest.startsWith(`带${child}`)) {
    const taken = rest.slice(2);
    // `带她去剪头发`: went to have it done, `去剪头发了` (not `去了剪头发`).
    if (
      /^去(?:剪|理|打|看|洗|拔|补|买|学|上|玩|逛|喂|钓|摘|挖|骑|滑|游|拍|体检)/u.test(taken) &&
      !/[了过]/u.test(taken)
    )
      return after(`${hero.name}${taken}了`);
    return after(`${hero.name}${taken.replace(BARE, '$1了$2')}`);
  }
  if (child && rest.startsWith(child)) return after(`${hero.name}${rest.slice(1)}`);
  // `带Zuri下楼遛豆豆`: the child the parent named went along with the hero.
  const along = rest.match(/^带([A-Z][a-z]+)((?:去|下楼|出去|上楼)\p{Script=Han}{1,8})$/u);
  // (The child is the hero of the own day's story: `Zuri跟着下楼遛豆豆了`, not `Zuri和Zuri一起`.)
  if (along?.[1] === hero.name)
    return after(`${hero.name}跟着${along[2]}${/[了过]/u.test(along[2] ?? '') ? '' : '了'}`);
  if (along) return after(`${hero.name}和${along[1]}一起${along[2]}${/[了过]/u.test(along[2] ?? '') ? '' : '了'}`);
  if (/^[A-Z][a-z]+/u.test(rest)) return after(rest);
  // `一个大哥哥插队还把他挤下去了`: another child the parent did not name, and what they did to the hero.
  const stranger = rest.match(
    /^(?:一个|有个|有一个)(大哥哥|大姐姐|小哥哥|小姐姐|小朋友|大孩子|小男孩|小女孩|男孩|女孩)(\p{Script=Han}{2,14})$/u,
  );
  if (stranger && child)
    return after(
      `有一个${stranger[1]}${(stranger[2] ?? '').replace(/(?<=\p{Script=Han})(还|又)(?=把)/u, '，$1').replaceAll(child, hero.name)}`,
    );
  if (OTHERS.test(rest) || names.some((name) => name !== '' && rest.startsWith(name))) {
    // `阿姨一拿剪刀他就扭来扭去`: the child as the one who did what follows.
    const told = child
      ? rest
          // `长颈鹿舌头好长把她吓一跳`: the long tongue came out at the child, as a story shows it.
          .replace(new RegExp(`的?(舌头|鼻子)(?:好|真|超|特别|老)长(?:啊|呀)?(?=把${child}吓)`, 'u'), '伸出长长的$1')
          // `舌头好长把她吓一跳`: what it was, then what it did to the child.
          .replace(
            new RegExp(`(?<=\\p{Script=Han})把${child}吓(?:了)?(一跳|一大跳|坏了|哭了)`, 'u'),
            `，把${hero.name}吓了$1`,
          )
          .replace(
            new RegExp(`(?<![把被让给])${child}(?=就|也|还|都|一直|又|马上|吓|说|才|笑|乐|看)`, 'u'),
            `，${hero.name}`,
          )
          .replace(/给(?=买)/u, `给${hero.name}`)
          // `张老师叫她名字也不吭声`: the grown-up called, the child did not answer.
          .replace(
            new RegExp(`叫${child}的?名字(也|都|还)?(不吭声|不说话|不理|不答应|不回答)`, 'u'),
            `叫${hero.name}的名字，${hero.ta}$1$2`,
          )
          .replace(/^(\S+给的\p{Script=Han}{1,4}?)(攥|抱|拿|捧|戴|舍)/u, `$1，${hero.name}$2`)
      : rest;
    // `老师说中午自己吃饭`, `医生阿姨给了个贴纸才好点`: the child is the one spoken of and given to.
    return after(
      told
        .replace(SAID_OF, `$1${hero.name}`)
        // `奶奶带她去面包店`: the place the grown-up took the child, told as gone to (`去了面包店`).
        .replace(/(?<=带\S{1,5})去(\p{Script=Han}{0,4}(?:店|馆|园|超市|医院|城里))$/u, '去了$1')
        .replace(/给了一?(个|张|颗|块|根|支|本|朵|把)(?=\p{Script=Han})/u, `给了${hero.name}一$1`)
        .replace(/(?<=\p{Script=Han})才好(?:一)?点$/u, `，${hero.ta}才好一点`)
        // `给了个小飞机模型才好`: given it, the child felt better.
        .replace(/(?<=\p{Script=Han})才好(?:了)?$/u, `，${hero.ta}才慢慢好起来`)
        .replace(/(?<=\p{Script=Han})才肯(\p{Script=Han}{1,4})$/u, `，${hero.ta}才肯$1`)
        // `给了颗糖才乖乖坐好`: given it, the child sat still.
        .replace(/(?<=\p{Script=Han})才乖乖(\p{Script=Han}{1,4})$/u, `，${hero.ta}才乖乖$1`)
        // `奶奶拿了一颗糖才喝下去`: the child is the one who drank it.
        // `才不哭`: the crying stopped, `才不哭了`.
        .replace(
          /(?<=\p{Script=Han})才(喝下去|吃下去|喝了|吃了|睡着|安静下来|不哭)了?$/u,
          (_all, done: string) => `，${hero.ta}才${done}${/^(?:不哭|睡着|安静下来)$/u.test(done) ? '了' : ''}`,
        ),
    );
  }
  // `和奶奶去海洋馆`, `去了动物园`: who went with the hero, and where, told once as done.
  const went = rest.match(/^(?:([和跟])(\p{Script=Han}{1,4}?)(?:一起)?)?去了?(\p{Script=Han}{2,8})$/u);
  if (went && PLACE.test(went[3] ?? '') && time === '')
    return `${hero.name}${went[1] ? `${went[1]}${went[2]}一起` : ''}去了${went[3]}`;
  // `下午跟外婆去公园`, `下午外婆家`: after its time, the outing told as done too (not `下午，外婆家。`).
  if (went && (PLACE.test(went[3] ?? '') || FAMILY_HOME.test(went[3] ?? '')) && time !== '')
    return after(`${hero.name}${went[1] ? `和${went[2]}一起` : ''}去了${went[3]}`);
  if (time !== '' && PLACE.test(rest)) return after(`${hero.name}去了${rest}`);
  if (PLACE.test(rest) && !/[去到和跟]/u.test(rest) && time === '') return `${hero.name}去了${rest}`;
  // `幼儿园参观消防站`: the hero went with the class.
  const outing = rest.match(/^(幼儿园|班上|班里|学校)(参观|去)(.+)$/u);
  if (outing) return after(`${hero.name}和${outing[1]}的小朋友们一起${outing[2]}了${outing[3]}`);
  // `月饼咬一口蛋黄就吐出来`: the food first, then what the hero did with it.
  const bite = rest.match(/^(\p{Script=Han}{2,3})(咬|吃|尝)了?一口(\p{Script=Han}+?)(出来)?$/u);
  if (bite) return after(`${hero.name}${bite[2]}了一口${bite[1]}，${bite[3]}${bite[4] ? '出来了' : ''}`);
  if (BODY.test(rest)) return after(`${hero.name}${/^[最心]/u.test(rest) ? '' : '的'}${rest}`);
  // `早上的事全忘了`: what the hero forgot.
  const forgot = rest.match(/^(\p{Script=Han}{1,6}的事)(全|都)?忘(?:了|光了)$/u);
  if (forgot) return after(`${hero.name}把${forgot[1]}${forgot[2] ?? ''}忘了`);
  const topic = rest.match(/^(\p{Script=Han}{2,5}?)(坐|玩|吃|看|滑)了(\p{Script=Han}[次遍圈])(.*)$/u);
  if (topic) return after(`${hero.name}${topic[2]}了${topic[3]}${topic[1]}${topic[4]}`);
  // `今天幼儿园开圣诞联欢会`: who held the event, said as held (not `今天是幼儿园开…`).
  const held = rest.match(/^(\p{Script=Han}{1,4}?)(?:开(?![放学园])|办|举办|举行|搞)了?(\p{Script=Han}{2,8})$/u);
  if (time !== '' && held && EVENT.test(rest)) return `${time}${held[1]}开了${held[2]}`;
  if (time !== '' && EVENT.test(rest) && !DOINGS.test(rest)) return `${time}是${rest}`;
  // `昨天是她生日`: whose birthday it was, on the day the parent said.
  if (time !== '' && child && new RegExp(`^是${child}的?生日$`, 'u').test(rest)) return `${time}是${hero.name}的生日`;
  // `今天周五`: what day of the week it is.
  if (time !== '' && /^(?:周|星期|礼拜)[一二三四五六日天]$/u.test(rest)) return `${time}是${rest}`;
  // `今天冬至`: what day it is.
  if (time !== '' && rest.replace(HOLIDAY, '') === '')
    return `${time}是${rest}${/节$|[夜至八旦]$|^立/u.test(rest) ? '' : '节'}`;
  const birthday = rest.match(/^(\S{1,3})生日$/u);
  if (birthday && time === '') return `今天是${hero.name}的${birthday[1]}生日`;
  if (
    DOINGS.test(rest) ||
    BARE.test(said) ||
    /^打(?!雷)/u.test(rest) ||
    (time !== '' && /^[\p{Script=Han}]/u.test(rest) && !/^[是有]/u.test(rest))
  )
    return after(`${hero.name}${rest}`);
  return undefined;
}

/**
 * The hero's name where it names the hero: after a measure word or `的` it is a thing of that kind (`一个熊猫公仔`
 * for a panda hero), which no pronoun stands for.
 */
function heroNamed(hero: R): RegExp {
  const escaped = hero.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![个只张件本条的])${escaped}`, 'u');
}

/** The child's pronoun as the hero: the name where the sentence has not named the hero yet, else the hero's pronoun. */
function pronouns(text: string, hero: R, child: string | undefined): string {
  if (!child) return text;
  // Named before this place, not anywhere: `爷爷给他买了糖人，Zuri舍不得吃` names the hero first.
  let named = false;
  return text.replace(new RegExp(`(?<![其吉])${child}(?![们])`, 'gu'), (_pronoun, at: number) => {
    if (named || heroNamed(hero).test(text.slice(0, at))) return hero.ta;
    named = true;
    return hero.name;
  });
}

/** Where the child was when the words were said (`出来还说`: coming out of the cinema), as a story opens the sentence. */
const SAID_WHEN: Record<string, string> = {
  出来: '出来以后，',
  上来: '上来以后，',
  回来: '回到家，',
  回家: '回到家，',
  到家: '回到家，',
  后来: '后来，',
  最后: '最后，',
  晚上: '晚上，',
  睡前: '睡前，',
};

/**
 * The day's little moments told whole: a fright with its cause (`浪一过来就吓得往回跑`, `灯一黑就往我怀里钻`),
 * a bump and the parent's comfort in the parent's words, and a grown-up's hug with the grown-up's words
 * (`老师抱着他说要乖乖的哦`: the teacher said it, not the child).
 */
function frightOrHug(text: string, hero: R, grownUp: string, child: string | undefined): string | undefined {
  // The parent's arms, said as the child says them: one grown-up's, Mum's where the day does not say who wrote.
  const arms = grownUp === '大人' ? '妈妈' : grownUp;
  const dark = text.match(
    /^(?:电影院里|一进去)?(?:[他她])?(?:(?:灯|灯光)(?:一(?:黑|关|灭)|黑了|关了)|一关灯|关了灯)(?:了)?\s*(?:[他她])?(?:就|马上|立马)?(?:吓得)?(?:往|钻进|躲进|扑进)(我|妈妈|爸爸|奶奶|爷爷|外婆|姥姥)?(?:的)?怀里(?:钻|躲|扑)?$/u,
  );
  if (dark) return `灯一下子黑了，${hero.name}吓得钻进${dark[1] && dark[1] !== '我' ? dark[1] : arms}怀里。`;
  // `浪一过来就吓得往回跑`, `狗一叫就吓得躲到我后面`: what came, and the fright it gave.
  const fright = text.match(
    /^(海浪|浪花|浪|小狗|狗狗|狗|大鹅|鹅|鸽子|小猫|猫)一(过来|打过来|冲过来|扑过来|来|叫|靠近|凑过来)(?:了)?\s*(?:[他她])?(?:就)?吓得(?:[他她])?(往回跑|转身就跑|扭头就跑|跑|哇哇大?哭|哭|大哭|躲起来)了?$/u,
  );
  if (fright) {
    const what = /浪/u.test(fright[1] ?? '') ? '一个浪花哗地冲过来' : `${fright[1]}一${fright[2]}`;
    const ran = /跑/u.test(fright[3] ?? '') ? '转身就跑' : /哭/u.test(fright[3] ?? '') ? '哇哇大哭' : '躲了起来';
    return `${what}，${hero.name}吓得${ran}！`;
  }
  // `脑门起了个大包 哭的嗷嗷的`: the bump, and the crying it brought.
  const bump = text.match(
    /^(?:[他她]的?)?(脑门|额头|脑袋|头)(?:上)?(?:起了|鼓了|肿了|撞了|撞出)(?:个|一个)(大)?包(\s+哭得\p{Script=Han}{1,5})?$/u,
  );
  if (bump)
    return `${hero.name}的${bump[1]}上鼓起了一个${bump[2] ?? '小'}包${bump[3] ? `，${hero.ta}${bump[3].trim()}` : ''}。`;
  // `我赶紧抱她说妈妈的宝贝只有你一个 才破涕为笑`: the parent's comfort in the parent's words, and the smile after.
  const soothed = child
    ? text.match(
        new RegExp(
          `^我(?:赶紧|连忙|就|马上)?(?:抱着|抱住|抱|搂着|搂住)${child}(?:\\s*)说\\s*(\\p{Script=Han}[\\p{Script=Han}\\s]{1,16}?)\\s+(?:${child})?(?:才|这才|就|终于)?(破涕为笑|笑了|不哭了)(?:\\s+\\p{Script=Han}{2,5})?$`,
          'u',
        ),
      )
    : null;
  if (soothed) {
    const who = grownUp !== '大人' ? grownUp : (soothed[1]?.match(/妈妈|爸爸/u)?.[0] ?? '妈妈');
    // One sentence (a scene has three or four): the words told, then the smile.
    const words = (soothed[1] ?? '')
      .replace(/\s+/gu, '，')
      .replace(/[了的啦哦呀]+$/u, '')
      .replaceAll('你', hero.ta);
    const after = soothed[2] === '不哭了' ? '慢慢不哭了' : '眼泪还挂着，就笑了';
    return `${who}抱紧${hero.name}，说${words}，${hero.name}${after}。`;
  }
  // `老师抱着他说要乖乖的哦`: the grown-up hugged the child and said the words.
  const hugged = child
    ? text.match(
        new RegExp(
          `^(\\p{Script=Han}{0,3}?(?:老师|阿姨|奶奶|爷爷|外婆|外公|姥姥|姥爷|爸爸|妈妈|舅舅|姑姑|叔叔|哥哥|姐姐)\\p{Script=Han}{0,2}?)(?:还)?(抱着|抱了抱|搂着|(?:一把)?(?:抱住|搂住|抱起))${child}(?:\\s*)(?:说|讲)\\s*(\\p{Script=Han}[\\p{Script=Han}\\s]{1,16})$`,
          'u',
        ),
      )
    : null;
  // (`姐姐一把抱住他说不怕不怕`: a sister's hug too, and its quick `一把`, told with a comma before the words.)
  if (hugged)
    return /^(?:抱着|抱了抱|搂着)$/u.test(hugged[2] ?? '')
      ? `${hugged[1]}抱着${hero.name}说：${quoted(hugged[3] ?? '')}`
      : `${hugged[1]}${hugged[2]}${hero.name}，说：${quoted(hugged[3] ?? '')}`;
  return undefined;
}

/**
 * The child's own words where no other reading told the clause: in quotation marks, the child's `我` kept (`说我长角了
 * 像小牛`, `喊这是我的妈妈`, `一直问刘老师明天还来不`, `下次还要来`).
 */
/** A child's cry: words said twice (`再来再来`), or a name called a baddie (`咪咪坏蛋`). */
const CRIED = /^(\p{Script=Han}{1,4})(?:\1|坏蛋|大坏蛋|坏坏|坏|讨厌)$/u;

function childWords(raw: string, context: RetellContext): string | undefined {
  // `视频的时候还说明天要早点接我哦`: the moment first, then the child's own words (the child's `我` kept).
  const moment = raw.trim().match(/^(\p{Script=Han}{1,6}?的时候)\s*(?=[他她还又就也一说喊问])/u);
  if (moment) {
    const words = childWords(raw.trim().slice(moment[0].length), context);
    return words ? `${moment[1]}，${words}` : undefined;
  }
  const hero = context.hero as R;
  const child = context.childPronoun === 'she' ? '她' : context.childPronoun === 'he' ? '他' : undefined;
  const text = clean(raw).replaceAll(CHILD, child ?? hero.name);
  // `说我长角了 像小牛`, `出来还说熊二好好笑`, `喊这是我的妈妈 哭的那叫一个委屈`: the child's own words.
  const said = text.match(
    /^(出来|上来|回来|回家|到家|后来|最后|晚上|睡前)?\s*(对着镜子(?:看|照)|照(?:了照|着)?镜子|(?:都|全)?放回去了|(?:都|全)?放走了)?\s*(?:[他她])?(还|又|就|一直|大声|直|哭着|自己|小声|悄悄|轻轻)?(?:地)?(?:就)?(?:在旁边|在边上|在一旁)?((?:拍着|摸着|捂着|指着|抱着|搂着|戴着|捏着|举着|拿着)(?:小)?(?:\p{Script=Han}{1,3}?|\p{Script=Han}{1,3}的(?:头|手|背|脸)))?(?:跟我|对我)?(说|喊|问)(?![了过好])\s*(\p{Script=Han}[\p{Script=Han}\s]{1,16}?)(\s+哭[的得到](?:那叫一个|好|特别|可|老)?(?:委屈|伤心)(?:了)?)?$/u,
  );
  // `下次还要来`: the child's wish to come again, in the child's words.
  const again = text.match(/^(?:[他她])?(?:说)?(下次(?:还|也)?要(?:再)?(?:来|去|玩|看)\p{Script=Han}{0,3})$/u);
  if (again) return `${hero.name}说：${quoted(again[1] ?? '', true)}`;
  if (!said || !child) return undefined;
  // `说我像小蘑菇 还跟阿姨说拜拜`: a farewell to someone after the words is the hero's doing, told after the quote.
  const bye = (said[6] ?? '').match(/\s+(还|又|也|然后)(?:跟|和|对)(\p{Script=Han}{1,4}?)说了?(拜拜|再见|谢谢|晚安)$/u);
  const words = (said[6] ?? '').slice(0, bye ? bye.index : undefined).trim();
  const farewell = bye ? `${hero.ta ?? hero.name}${bye[1] === '然后' ? '又' : bye[1]}跟${bye[2]}说了${bye[3]}。` : '';
  // The words must sound spoken (`我`, `好好笑`, `还要来`, a question), not a report (`说他们明天去公园`).
  // (`再来再来`, `咪咪坏蛋`: a cry said twice, or a name called a baddie, is shouted too.)
  // (`谢谢叔叔 再放一次`, `小虫别闹啦`, `辣辣的`: a thanks, a once-more, a don't, a doubled word are a child's too.)
  if (
    !(
      CRIED.test(words) ||
      /我|^你(?!们)|^这是|好+笑|好看|漂亮|要|吗|呢|啦|呀|啊$|不$|(\p{Script=Han})不\1|[!！]|谢谢|再\p{Script=Han}{1,2}一(?:次|遍|下)|(?:^|\s)别|^(\p{Script=Han})\2的?$/u.test(
        words,
      )
    ) ||
    /^[他她]/u.test(words)
  )
    return undefined;
  const asked = said[5] === '问';
  // `明天还来不`: the question said as the child asks it, `明天还来吗`.
  const line = asked ? words.replace(/(?<!\p{Script=Han}不)不$/u, '吗') : words;
  const when = said[1] ? (SAID_WHEN[said[1]] ?? '') : '';
  // `都放回去了 说螃蟹要回家找妈妈`: what was let go is what the child's words name.
  const freed = words.match(/^小?(螃蟹|鱼|虾|蝌蚪|蜗牛|青蛙|虫子)/u)?.[1];
  const mirror = !said[2]
    ? ''
    : /镜子/u.test(said[2])
      ? '照照镜子，'
      : `把${freed ? `小${freed}` : '它们'}都${said[2].replace(/^(?:都|全)/u, '')}，`;
  const how =
    said[3] === '一直'
      ? asked
        ? '问了好多遍'
        : '一直说'
      : // `他自己说我是勇敢的小男子汉`, `小声说妹妹好小啊`: the child's own words, unasked, or said softly.
        `${said[3] === '还' || said[3] === '又' ? '还' : said[3] === '哭着' ? '哭着' : /^(?:自己|小声|悄悄|轻轻)$/u.test(said[3] ?? '') ? (said[3] ?? '') : ''}${said[5]}`;
  // The crying first, so that the words end the one sentence (`Zuri哭得好委屈，喊着：“这是我的妈妈！”`).
  const cried = said[7] ? `哭得好${said[7].includes('伤心') ? '伤心' : '委屈'}，` : '';
  // `拍着肚子说小虫别闹啦`: what the child did as the words were said.
  const doing = said[4]
    ? `${said[4].replace(/^(拍|摸|捂|指|抱|搂|捏)着(?!小)(肚子|脸|头|手|耳朵|鼻子)$/u, '$1着小$2').replace(/小头$/u, '小脑袋')}，`
    : '';
  // The child's words are exclaimed unless they ask (`熊二好好笑！`, `我长角了，像小牛！`).
  // (`这是给姥爷的`: a gift shown is said, not shouted.)
  const shown = /^这是\p{Script=Han}*给\p{Script=Han}{1,3}的$/u.test(line);
  return `${when}${hero.name}${mirror}${doing}${cried}${how}${cried ? '着' : ''}：${quoted(line, !asked && !shown && !/[吧呢]$/u.test(line))}${farewell}`;
}

/** The words the child said after `说`, `问` or `念叨`, in quotation marks, with the mark their sound asks for. */
function quoted(words: string, shout = false): string {
  const asked = words
    .trim()
    .split(/\s+/u)
    .filter((part) => !REMARK.test(part))
    .join(' ')
    .replace(/\s+/gu, '，')
    // `这是我的`: the child's own claim keeps its `的`, as does a doubled word (`辣辣的`).
    // (`这是给姥爷的`: what a thing is for keeps its `的`, as does who made it: `这是我做的`.)
    .replace(/(?<![我你])的$/u, (end, _at: number, all: string) =>
      /(\p{Script=Han})\1的$|^这是\p{Script=Han}*给\p{Script=Han}{1,3}的$|是(?:我|你|我们|我自己)\p{Script=Han}{1,3}的$/u.test(
        all,
      )
        ? end
        : '',
    )
    // `阿姨想我了我就戴帽子`: the when, then the child's doing.
    .replace(/(?<=\p{Script=Han}{2}了)(?=我就|我也|我还)/gu, '，')
    // `我是大孩子了我自己来`: what the child is now, then what the child will do alone.
    .replace(/(?<=是\p{Script=Han}{1,5}了)(?=我自己|我会|我能|我来)/gu, '，')
    // `爸爸早点回来我想你了`: the wish to the one away, then the missing of them.
    .replace(/(?<=回来|回家)(?=我(?:想|好想|很想|特别想)你)/gu, '，')
    // `嘘熊猫在睡觉`: the hush or the cry first, then the words.
    .replace(/^(嘘|哇|哎呀|咦|哇塞)(?=\p{Script=Han})/u, '$1，')
    // `我不怕我不怕`: said twice, told twice.
    .replace(/^(\p{Script=Han}{2,5})\1$/u, '$1，$1')
    // `外婆什么时候再来` asks about grandma, not to her: no comma of calling before a question of them.
    .replace(
      new RegExp(
        `^(${CALLED.source})(?=\\p{Script=Han})(?!是|在|正在|给我|也在|什么时候|为什么|怎么|去哪|在哪|哪天|还来|会来|来不来|回来|还会|呢$|(?:坏|好坏|最坏|真坏|讨厌)$)`,
        'u',
      ),
      '$1，',
    )
    // `小熊你要乖乖吃药哦`: a toy or a pet called by its name, then spoken to.
    .replace(/^(小\p{Script=Han}{1,2}|(\p{Script=Han})\2)(?=你)/u, '$1，')
    // `啾啾回来`: a pet called by its doubled name, then called home.
    .replace(/^((\p{Script=Han})\2)(?=(?:快)?(?:回来|过来)$)/u, '$1，')
    // `爸爸你怎么才回来呀 我好想你`: a question, then more words after it: the question keeps its own mark.
    .replace(/(?<=(?:怎么|为什么|什么|哪儿|哪里)\p{Script=Han}{0,6}|吗)，(?=\p{Script=Han})/gu, '？');
  // (The mark at the end is the last words' own, not the question's before them.)
  const text = asked.slice(asked.lastIndexOf('？') + 1);
  // `哥哥不痒不痒`, `不怕不怕`: a soothing chant, not a question.
  const soothing = /不(\p{Script=Han})不\1$/u.test(text);
  // `我还没玩够呢` is said, not asked; `你没看到吧` asks.
  // `你看我厉害吧` shows off, it does not ask.
  // `你去天上玩吧`, `你快睡吧`: a wish for the one spoken to, said softly, not asked.
  const ask = /你看(?![到见没])\p{Script=Han}*吧$/u.test(text)
    ? '！'
    : soothing || /你(?:去|来|快|先|就|再|别|好好|慢慢|乖乖|安心)\p{Script=Han}*吧$/u.test(text)
      ? '。'
      : /吗$|(?<!还\p{Script=Han}*)呢$|什么|怎么|(\p{Script=Han})不\1|哪|你\p{Script=Han}*吧$/u.test(text)
        ? '？'
        : shout || /[啊呀耶哇]$|想你了?$|是\p{Script=Han}{0,2}(?:大厨|厨师|英雄|超人|最棒的?|最好的?)$/u.test(text)
          ? '！'
          : '。';
  return `“${asked.replace(/[啊呀]$/u, (end) => (ask === '？' ? '啊' : end))}${ask}”`;
}

/**
 * The parent's `我` where the story does not know which grown-up wrote: `爸爸妈妈`, as a child says it (`黏着爸爸妈妈`,
 * `老师打电话给爸爸妈妈`), not the grown-ups' word `大人`. A `大人` the parent wrote stays.
 */
function folks(sentence: string, raw: string, grownUp: string): string {
  // One grown-up's leg or neck (`抱着大人的腿`) stays one grown-up's.
  if (raw.includes('大人')) return sentence;
  // A grown-up the day names (`妈妈`) is the one who bought it: `妈妈给小熊买了`, not `大人给`.
  if (grownUp !== '大人') return sentence.replace(/^大人(?=给)/u, grownUp);
  return sentence.replace(/大人(?!的(?:脖子|腿|手|脚|胳膊|肩膀|衣服|衣角))/gu, '爸爸妈妈');
}

/** An hour as a story says it aloud (`8点` is `八点`). */
function clock(hour: number): string {
  const digits = '零一二三四五六七八九十';
  if (hour <= 10) return digits[hour] ?? String(hour);
  return hour < 20 ? `十${digits[hour - 10]}` : String(hour);
}

/** Who the parent's `我` is in the story: the parent the day names, or the family's one grown-up, or both parents. */
const writerOf = (context: RetellContext) =>
  context.parent ??
  (context.grownUps.length === 1 && /^(?:妈妈|爸爸)$/u.test(context.grownUps[0] ?? '')
    ? context.grownUps[0]
    : undefined) ??
  '爸爸妈妈';
const FAMILY = '(?:妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷|舅舅|舅妈|姑姑|小姨|阿姨|叔叔)';

/** Phrases of a day with a grandparent, a fall, a going-home and a friend's visit, as parents type them. */
function dayPhrase(text: string, context: RetellContext): string | undefined {
  const { name, ta } = context.hero as R;
  const child = context.childPronoun === 'she' ? '她' : context.childPronoun === 'he' ? '他' : '[他她]';
  const me = `(?:${child}|${name}|${name.toLowerCase()})`;
  // `路上就睡着了`, `车上就睡着了`: asleep on the way home, the day's end.
  const asleep = text.match(
    /^(?:[他她])?(回家的?路上|回来的?路上|回去的?路上|在车上|车上|路上)(?:就|都|直接)?睡着了(?:呢|哈哈)?$/u,
  );
  if (asleep) {
    const where = asleep[1] ?? '';
    return where.startsWith('回')
      ? `${where.replace(/(?<=[家来去])的?/u, '的')}，${name}就睡着了。`
      : `${name}在${where.replace(/^在/u, '')}就睡着了。`;
  }
  // `送姥姥家待了一天`: the child was left at the grandparent's home for the day, and stayed there.
  const leftAt = text.match(
    new RegExp(
      `^(今天|白天)?(?:被)?送(?:到|去)?(${FAMILY}{1,2})家(?:里)?(待|呆|玩)了(一天|一整天|一上午|一下午|半天)$`,
      'u',
    ),
  );
  if (leftAt)
    return `${leftAt[1] ? `${leftAt[1]}，` : ''}${name}在${leftAt[2]}家${leftAt[3] === '呆' ? '待' : leftAt[3]}了${leftAt[4]}。`;
  // `晚上姥爷骑电动车送回来的`: the grown-up who brought the child home, and how.
  const brought = text.match(
    new RegExp(
      `^(早上|上午|中午|下午|晚上|傍晚)?(${FAMILY}{1,2})((?:骑|开|坐)\\p{Script=Han}{1,4}?)?(?:把${child})?送(?:${child})?(回来|回家|到家)(?:的|了)$`,
      'u',
    ),
  );
  if (brought)
    return `${brought[1] ? `${brought[1]}，` : ''}${brought[2]}${brought[3] ?? ''}把${name}送${brought[4] === '到家' ? '到了家' : `${brought[4]}了`}。`;
  // `我赶紧抱起来给她吹吹`: the grown-up who writes picked the child up and blew on the hurt.
  const picked = text.match(
    new RegExp(
      `^我((?:赶紧|马上|连忙|就|一下)*)(?:把${child})?抱(?:起来|了起来|起)\\s*(?:给${child})?(吹吹|吹了吹|吹一吹|亲亲|亲了亲)$`,
      'u',
    ),
  );
  if (picked)
    return `${writerOf(context)}${picked[1] ?? ''}把${name}抱起来，给${ta}${picked[2]?.startsWith('吹') ? '吹一吹' : '亲一亲'}。`;
  // `我给他冲了冲水`: the grown-up who writes tended the child's hurt, as the grown-up's own doing.
  const tended = text.match(
    new RegExp(
      `^我((?:赶紧|马上|连忙|就|先)*)给${child}(冲了冲水|冲了冲|冲了下水|冲了一下|擦了擦|擦了药|涂了点药|涂了药|抹了点药|揉了揉|贴了个创可贴|贴了创可贴)$`,
      'u',
    ),
  );
  if (tended) return `${writerOf(context)}${tended[1] ?? ''}给${ta}${tended[2]}。`;
  // `我给他冲了冲水 抱着他说咪咪不是故意的`: no subject, holding the child, after a grown-up's own doing: that grown-up
  // held the child and said the words (the child holds no one of themselves).
  const held = text.match(
    new RegExp(`^(?:又|就|再)?(抱着|搂着)${child}(?:跟${child})?说\\s*(\\p{Script=Han}{3,14})$`, 'u'),
  );
  if (held) {
    const clauses = (context.description ?? '').split(/\s+/u);
    const at = clauses.findIndex((one) => one.trim() === text);
    const before = at > 0 ? (clauses[at - 1] ?? '') : '';
    const who = before.startsWith('我')
      ? writerOf(context)
      : before.match(new RegExp(`^(?:早上|上午|中午|下午|晚上|后来|然后)?(${FAMILY})`, 'u'))?.[1];
    if (who) return `${who}${held[1]}${name}说：“${held[2]}。”`;
  }
  // `今天最后一次一起在小区滑滑梯`: together with the friend the day is saying goodbye to, the one child it names.
  const lastTime = text.match(
    /^(今天|下午|上午|早上|晚上)?(?:[他她]们|俩人|她俩|他俩)?最后一次一起(\p{Script=Han}{2,12})$/u,
  );
  const friend = context.otherKids?.length === 1 ? context.otherKids[0] : undefined;
  if (lastTime && friend)
    return `${lastTime[1] ? `${lastTime[1]}，` : ''}${name}和${friend}最后一次一起${lastTime[2]}。`;
  // `他包的那个漏米了 撒了一桌子`: the one the child wrapped came undone, and its rice went everywhere.
  const undone = text.match(new RegExp(`^(?:${child})?包的(?:那个|这个|那只)?(漏米了|漏了|散了|散开了)$`, 'u'));
  if (undone) return `${name}包的${/粽子/u.test(context.description ?? '') ? '粽子' : '那个'}${undone[1]}。`;
  const strewn = text.match(/^(?:米)?撒了一(桌子|桌|地)$/u);
  if (strewn && /漏米|米漏/u.test(context.description ?? '')) return `米撒了一${strewn[1]}。`;
  // `急得快哭了`: so upset the tears nearly came.
  const nearly = text.match(new RegExp(`^(?:${child})?(急|气|委屈)得(快|差点|都快)哭了$`, 'u'));
  if (nearly) return `${name}${nearly[1]}得${nearly[2]}哭了。`;
  // `我们走的时候她头都没回`: the grown-ups left the child where the child stayed; the child did not look round.
  const leftBehind = text.match(
    new RegExp(`^我们走的时候${child}?(头都没回|头也不回|都没回头|一点都没哭|都没哭|没哭|哭了)$`, 'u'),
  );
  if (leftBehind) return `爸爸妈妈走的时候，${name}${leftBehind[1]}。`;
  // `下午送过去的`: the child was taken there for the night by the grown-ups.
  const takenThere = text.match(/^(早上|上午|中午|下午|傍晚|晚上)?(?:把[他她])?送过去的$/u);
  if (takenThere) return `${takenThere[1] ? `${takenThere[1]}，` : ''}${name}被送了过去。`;
  // `奶奶给她讲故事拍着睡的`: the grown-up told a story and patted the child to sleep.
  const patted = text.match(
    new RegExp(
      `^(${FAMILY})(?:给${child})?(讲故事|讲了故事|讲了个故事|唱歌|唱了歌|唱儿歌|唱了儿歌)\\s*(?:又|然后)?拍着(?:${child})?睡(?:的|着的|着了|了)$`,
      'u',
    ),
  );
  if (patted)
    return `${patted[1]}给${name}${(patted[2] ?? '').replace(/^讲故事$/u, '讲了故事').replace(/^唱(?=歌|儿歌)/u, '唱了')}，拍着${ta}睡着了。`;
  // `早上爷爷说一觉睡到七点`: the grown-up's word the next morning of how the child slept.
  const slept = text.match(
    new RegExp(`^(?:第二天)?早上(${FAMILY})说(?:${child})?一觉睡到(?:了)?(\\p{Script=Han}{1,4})$`, 'u'),
  );
  if (slept) return `第二天早上，${slept[1]}说${name}一觉睡到了${slept[2]}。`;
  // `我抱着他说明天再来才肯回家`: the grown-up's words, and the child giving in after them.
  const gaveIn = text.match(
    new RegExp(
      `^我(?:就|又|先)*(抱着|搂着|哄着|蹲下来)${child}?(?:说|跟${child}说)\\s*(\\p{Script=Han}{2,10}?)\\s*(?:${child})?(?:才|这才|就)(肯|愿意)(\\p{Script=Han}{1,4})$`,
      'u',
    ),
  );
  if (gaveIn) return `${writerOf(context)}${gaveIn[1]}${name}，说：“${gaveIn[2]}。”${ta}这才${gaveIn[3]}${gaveIn[4]}。`;
  // `游乐场玩完了不肯走`: time to go from the place, and the child would not.
  const stay = text.match(
    /^(?:在)?(\p{Script=Han}{1,4}(?:场|园|馆|区|边|滑梯|沙坑|公园))玩(?:完|好|够)了?\s*(?:[他她])?(?:还|就|死活|怎么都)?(不肯|不想|不愿意)(走|回家|下来|离开)$/u,
  );
  if (stay) return `在${stay[1]}玩完了，该回家了，可是${name}${stay[2]}${stay[3]}。`;
  // `为了小汽车抢起来了`: the two children took hold of the one toy.
  const grab = text.match(
    /^(?:后来|然后)?(?:两个人|俩人|她俩|他俩|她们|他们)?(?:为了|为)(\p{Script=Han}{1,5}?)(?:抢|吵|争)(?:起来了|了起来|起来)$/u,
  );
  const other =
    context.otherKids?.length === 1
      ? context.otherKids[0]
      : context.names.filter((one) => one !== name && /\p{Script=Han}/u.test(one)).length === 1
        ? context.names.find((one) => one !== name)
        : undefined;
  if (grab) return `${other ? `${name}和${other}` : '两个人'}为了${grab[1]}抢了起来。`;
  // `后来zuri自己把最喜欢的小恐龙拿给豆豆玩 还分草莓给她吃`: the child shared, by the child's own doing.
  const shared = text.match(
    new RegExp(
      `^(后来|然后)?${me}?(自己|主动)?(?:还|又)?把(?:${child}|自己)?的?(最喜欢的)?(\\p{Script=Han}{1,6}?)(拿给|借给|让给|给)(\\p{Script=Han}{1,3}?)(玩|看|抱|吃)(?:\\s+(?:还|又)?(?:分|把)(\\p{Script=Han}{1,4}?)(?:分)?给(?:${child}|\\p{Script=Han}{1,3}?)(吃|玩))?$`,
      'u',
    ),
  );
  if (shared && shared[6] !== child) {
    const more = shared[8] ? `，还把${shared[8]}分给${shared[6]}${shared[9]}` : '';
    return `${shared[1] ? `${shared[1]}，` : ''}${name}${shared[2] ?? ''}把${shared[3] ?? ''}${shared[4]}${shared[5]}${shared[6]}${shared[7]}${more}。`;
  }
  // `爸爸说老虎在里面出不来 就不怕了`: the grown-up's word, and the child calmed by it.
  const calmed = text.match(
    new RegExp(
      `^(${FAMILY}|老师)(?:跟${child})?说\\s*([^你我\\s]{4,14}?)\\s+(?:${child})?(?:就|才|也)?(不怕了|不哭了|放心了|笑了|好了)$`,
      'u',
    ),
  );
  if (calmed) return `${calmed[1]}说${calmed[2]}，${name}就${calmed[3]}。`;
  // `我让她俩轮流玩`: the grown-up who writes had the two children take turns.
  const turns = text.match(
    /^我(?:就|只好|便)?(?:让|叫|教)(?:他们|他俩|她们|她俩|俩人|两个人)(?:俩)?(轮流|一人一次|排队)(玩|\p{Script=Han}{1,3})?$/u,
  );
  if (turns) return `${writerOf(context)}让${other ? `${name}和${other}` : '两个人'}${turns[1]}${turns[2] ?? '玩'}。`;
  // `飞机上看云朵`: a doing on the way, aboard.
  const aboard = text.match(/^(飞机|火车|高铁|动车|轮船|船|大巴|车)上(看|吃|玩|画|听|数)(\p{Script=Han}{1,6})$/u);
  if (aboard) return `${name}在${aboard[1]}上${aboard[2]}${aboard[3]}。`;
  // `吹蜡烛吃蛋糕` at someone else's birthday: the candles are theirs, the cake everyone's.
  const whose = context.description?.match(/(?:今天)?是(\p{Script=Han}{1,6}?)(?:的)?生日/u)?.[1];
  const candles = text.match(/^(?:后来|然后)?(?:一起)?吹(?:了)?蜡烛\s*(?:又|还)?(吃(?:了)?蛋糕)?$/u);
  if (candles && whose && !new RegExp(`^(?:${child}|${name}|宝宝|我家|我们家)`, 'iu').test(whose))
    return `${whose}吹了蜡烛${candles[1] ? '，大家一起吃了蛋糕' : ''}。`;
  return undefined;
}

function retell(typed: string, context: RetellContext): string | undefined {
  const phrase = dayPhrase(typed.trim(), context);
  if (phrase) return phrase;
  // `下个月要搬家了`, `下周要开学了`: a change to come, told as coming, with its time (no more than three words of it).
  const soon = typed
    .trim()
    .match(
      /^(下个月|下周|下星期|下礼拜|过几天|明天|后天|明年)(?:就)?要(搬家|开学|上幼儿园|上小学|转园|回老家|出国)了?$/u,
    );
  if (soon) return `${soon[1]}，${(context.hero as R).name}就要${soon[2]}了。`;
  // `今天是在幼儿园的最后一天`: the child's last day at a place, told as the child's.
  const last = typed
    .trim()
    .match(/^(?:今天)?是?(?:在)?(幼儿园|幼稚园|托班|早教|学校|小班|中班|大班)的?最后一天(?:了)?$/u);
  if (last) return `今天是${(context.hero as R).name}在${last[1]}的最后一天。`;
  // A typed goodbye (`跟团团说再见`) the parent's own words tell already (`说团团再见`): said once, in the parent's words.
  const farewell = typed.trim().match(/^(?:跟|和|对)(\p{Script=Han}{1,4}?)(?:说再见|说拜拜|告别|道别)$/u);
  const day = context.description ?? '';
  if (
    farewell &&
    !day.includes(typed.trim()) &&
    new RegExp(`${farewell[1]}(?:再见|拜拜)|(?:跟|和)${farewell[1]}(?:说再见|告别|道别)`, 'u').test(day)
  )
    return undefined;
  // A typed visit (`表姐来玩`) the parent's own words tell already with the visitor's name (`表姐朵朵来家里玩`): said once.
  const visit = typed.trim().match(/^(\p{Script=Han}{1,4}?)(?:今天)?来(?:家里|我家|我们家)?(?:玩|做客)了?$/u);
  if (
    visit &&
    !day.includes(typed.trim()) &&
    new RegExp(`${visit[1]}\\p{Script=Han}{0,3}(?:今天)?(?:来|到)(?:家里|我家|我们家)?(?:玩|做客)`, 'u').test(
      simplified(day),
    )
  )
    return undefined;
  // `s.e.a.海洋馆 看鲨鱼`: a place's Latin letters before its own Chinese name are its brand, left out.
  // `上午跟我在客厅搭帐篷 … 下午一起做了小饼干`: a bare `一起` on a day the parent did things with the child is with them
  // again (`跟我一起`), not with a family the parent never named.
  const withMe =
    /(?:跟|和|陪)我(?!说|讲)/u.test(day) &&
    /^(?:今天|早上|上午|中午|下午|晚上|回家|回来)?一起(?=做|烤|包|搓|画|搭|拼|种|煮|看|玩)/u.test(typed.trim());
  // `搭了个小帐篷 钻里面看绘本`: into the den the day built, said by its name where the scene may part them.
  const den = day.match(/搭了?(?:一?个)?(?:小)?(帐篷|小窝|城堡|房子)/u)?.[1];
  const mine = (withMe ? typed.trim().replace(/一起/u, '跟我一起') : typed).replace(
    /钻(?:到|进)?里面/u,
    den ? `钻进${den}里` : '$&',
  );
  const said = soothed(mine).replace(
    /(?<![\p{L}])[A-Za-z][A-Za-z.&'’-]*\s?(?=(?:海洋馆|水族馆|动物园|博物馆|游乐园|公园|商场|超市|书店|图书馆|乐园))/gu,
    '',
  );
  // `哭着喊我就要我就要 好多人看`: the parent's aside after the child's words is left out before the words are read.
  const asides = said.trim().split(/\s+/u);
  const raw = asides.length > 1 && LOOKED_ON.test(asides.at(-1) ?? '') ? asides.slice(0, -1).join(' ') : said;
  // `一直喊 啾啾回来 哭到好伤心`: the crying after the call is the parent's telling, not part of what was called.
  const crying = raw.match(
    /^(.*(?:喊|说|叫)\s*\S+)\s+(?:[他她])?哭[的得到](?:好|很|特别|超|老|可)?(伤心|委屈)(?:了)?$/u,
  );
  const called = crying && retell(crying[1] ?? '', context);
  const name = (context.hero as R).name;
  // `我是光盘大王 把我们笑坏了`: the family's laugh comes after the child's words, never inside them.
  const laughed = raw.match(
    /^(.*(?:说|喊|问)\s*\S.*?)\s+(?:大家都笑了|(?:把|给)(?:我们|我|全家|大家|一家人)(?:都|全)?(?:笑|乐)(?:坏|死|翻|喷|疯)了|(?:笑|乐)(?:坏|死|翻)(?:我们|全家|大家)了)$/u,
  );
  const quote = laughed && retell(laughed[1] ?? '', context);
  if (quote?.endsWith('”')) return `${quote}大家都笑了。`;
  // The crying first, so that the words end the one sentence (`小熊哭得好伤心，在阳台一直喊：“啾啾，回来！”`).
  if (crying && called?.endsWith('”') && called.startsWith(name))
    return `${name}哭得好${crying[2]}，${called.slice(name.length)}`;
  // `说阿姨想我了我就戴帽子`, `说谢谢叔叔 再放一次`: a clause ending in the child's own words is told with them quoted
  // (the child's `我` kept), never as the parent's report.
  // `最后一次在滑梯那玩 两个人抱了抱`: the two are the hero and the one other child of the day.
  const other = context.otherKids?.length === 1 ? context.otherKids[0] : undefined;
  const two = other ? raw.replace(/(?<=\s)(?:两个人|俩人|两人)(?=抱|拉|一起|亲|挥)/u, `${CHILD}和${other}`) : raw;
  const told = ownTears(retellClause(two, context), name, (context.hero as R).ta);
  if (!told?.includes('：“') && GIVEN_SAID.test(raw.trim())) return ledWords(raw, context) ?? told;
  if (told?.includes('：“') || !SAID_LAST.test(clean(raw)))
    return told ?? childWords(raw, context) ?? ledWords(raw, context);
  return childWords(raw, context) ?? ledWords(raw, context) ?? told;
}

/**
 * `爷爷说别哭`, `妈妈说不怕不怕`: a grown-up's few soothing words after `说`, unspaced, are what the grown-up said
 * (`爷爷说：“别哭。”`), not a report of the child; so is the child's answer with a hand up.
 */
function soothed(clause: string): string {
  return (
    clause
      .replace(
        /^((?:老师|阿姨|医生|护士|叔叔|奶奶|爷爷|外婆|外公|姥姥|姥爷|爸爸|妈妈)(?:就|也|还|又|一直|连忙|赶紧|笑着|轻轻地?|抱着[他她])?说)(?=(?:别哭|不哭|不怕|别怕|没事|没关系|不要紧|不疼|乖)+(?:了|啦|哦|呀|啊)?$)/u,
        '$1 ',
      )
      // `她举手说苹果`: a hand up to answer, then the answer: what the child said.
      .replace(/(?<=举手(?:回答)?说)(?=\p{Script=Han}{1,6}$)/u, ' ')
      // `老师问毛毛虫吃了什么`: a grown-up's question to the children, asked in their words.
      .replace(
        /^((?:老师|阿姨|医生|护士|叔叔|奶奶|爷爷|外婆|外公|姥姥|姥爷|爸爸|妈妈)问)(?![我他她])(?=\p{Script=Han}{2,10}(?:什么|谁|哪儿|哪里|吗)$)/u,
        '$1 ',
      )
  );
}

/**
 * `豆豆把小熊搭的小房子推倒了，他哭得稀里哗啦`: after someone else's doing to the hero, the tears are called by the
 * hero's name (a `他` there reads as the one who did it).
 */
function ownTears(sentence: string | undefined, name: string, ta: string | undefined): string | undefined {
  if (!sentence || !ta || sentence.startsWith(name) || !sentence.includes(`把${name}`)) return sentence;
  return sentence.replace(new RegExp(`(?<=了，)${ta}(?=哭|大哭|气哭|气得|委屈|哇哇)`, 'u'), name);
}

/** The family grown-up who begins the parent's phrase just before this clause (`外婆在家陪她`), if any. */
function carer(raw: string, description: string | undefined): string | undefined {
  const at = description?.indexOf(raw.trim()) ?? -1;
  if (!description || at <= 0) return undefined;
  const before =
    description
      .slice(0, at)
      .trim()
      .split(/[\s，,。.！!]+/u)
      .pop() ?? '';
  return before.match(/^(妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)(?!说)/u)?.[1];
}

/** `他把车给姐姐说你先玩`: a thing handed to someone, then the child's words, without a break between. */
const GIVEN_SAID = /^(\S*把\p{Script=Han}{1,4}(?:给|递给|让给|还给)\p{Script=Han}{1,3}?)(说\p{Script=Han}{2,8})$/u;

/** A clause whose last words follow the child's `说` (no grown-up named just before it). */
const SAID_LAST =
  /(?<=^|\s|[他她就还又着]|着\p{Script=Han}{1,3}|着\p{Script=Han}{1,3}的[头手背脸])(?<!(?:老师|阿姨|医生|护士|叔叔|奶奶|爷爷|外婆|外公|姥姥|姥爷|爸爸|妈妈|我)(?:就|还|又)?)说(?![了过好要])\p{Script=Han}[\p{Script=Han}\s]{1,16}$/u;

/**
 * `气的直跺脚 哭着喊咪咪坏蛋`, `有点认床 一直问妈妈我们什么时候回家呀`: what the child did, then the child's own words, in
 * one sentence; the words are never left as the parent's report.
 */
function ledWords(raw: string, context: RetellContext): string | undefined {
  // `他把车给姐姐说你先玩`: a doing for someone, then the child's words, said without a break.
  const given = raw.trim().match(GIVEN_SAID);
  const parts = given
    ? [
        (given[1] ?? '').replace(/^(?:后来|然后|最后)/u, '').replace(/(给)(?!了)(?=\p{Script=Han}{1,3}$)/u, '$1了'),
        given[2] ?? '',
      ]
    : raw.trim().split(/\s+/u);
  const last = parts.pop();
  if (last === undefined || parts.length === 0) return undefined;
  const words = childWords(last, context);
  const lead = words && retell(parts.join(' '), context);
  if (!words || !lead) return undefined;
  const hero = context.hero as R;
  // (After a grown-up's doing or words, `她` would be theirs: the hero is named again.)
  const again = lead.startsWith(hero.name) ? hero.ta : hero.name;
  const sentence = `${lead.replace(/[。！]$/u, '，')}${words.startsWith(hero.name) ? `${/^[说喊问]/u.test(words.slice(hero.name.length)) ? '' : again}${words.slice(hero.name.length)}` : words}`;
  return [...sentence].filter((char) => HAN.test(char)).length <= 44 ? sentence : undefined;
}

/**
 * `朵朵跟他说对不起 把挖掘机还给他了`: a thing handed to the child, said without who handed it, was handed by the one
 * the parent named last before it (never the child, who cannot hand a thing to themselves).
 */
function givenBack(text: string, context: RetellContext, pronoun: string | undefined): string {
  if (
    pronoun === undefined ||
    !new RegExp(`^把\\p{Script=Han}{1,6}?(?:还给|让给|递给|给)${pronoun}(?!们)`, 'u').test(text)
  )
    return text;
  const description = simplified(context.description ?? '');
  const at = description.indexOf(text.slice(0, 4));
  if (at <= 0) return text;
  const before = description.slice(0, at);
  const others = context.names.filter(
    (name) => /^\p{Script=Han}{2,4}$/u.test(name) && !(context.children ?? []).includes(name),
  );
  const last = others
    .map((name) => ({ name, at: before.lastIndexOf(name) }))
    .filter((found) => found.at >= 0)
    .sort((a, b) => b.at - a.at)[0];
  return last ? `${last.name}${text}` : text;
}

function retellClause(raw: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  const pronoun = context.childPronoun === 'she' ? '她' : context.childPronoun === 'he' ? '他' : undefined;
  // `哥哥天天带妹妹玩捉迷藏`: to an older sibling, the younger one of the child's own sex is the child.
  const younger = pronoun === '她' ? '妹妹' : pronoun === '他' ? '弟弟' : undefined;
  const text = givenBack(clean(raw), context, pronoun)
    .replaceAll(CHILD, pronoun ?? hero.name)
    .replace(
      new RegExp(`^((?:哥哥|姐姐)\\p{Script=Han}{0,2}?(?:还|就|又)?)带${younger ?? '\\u0000'}(?=玩|去|一起)`, 'u'),
      `$1带${pronoun}`,
    );
  // `幼儿园李老师今天跟我说 Zuri午睡自己盖被子了`: a teacher's or grandparent's word of what the child did, told as
  // theirs of the hero.
  const kids = (context.children ?? []).filter((kid) => /^\p{Script=Latin}+$/u.test(kid));
  const report = text.match(
    new RegExp(
      `^(?:幼儿园|托班|学校|班上|班里)?的?(${SURNAMED}|老师|阿姨|奶奶|爷爷|外婆|外公|姥姥|姥爷)(?:今天|下午|放学时|接的时候)?(?:跟我|跟我们|和我|对我|告诉我)说\\s+(?:${[pronoun ?? '他', '宝宝', '宝贝', ...kids].join('|')})(?![们的])(\\p{Script=Han}{2,16}?)$`,
      'u',
    ),
  );
  if (report) return `${report[1]}说，${hero.name}${report[2]}。`;
  // `鱼一甩尾巴溅了他一脸水 吓了一跳`: what splashed the child, and the start it gave, told together as the day's
  // small fright with its cause.
  const splash = text.match(
    /^(?:那条|这条|一条)?(\p{Script=Han}{1,4}?)(?:一)?(甩尾巴|甩尾|扑腾|拍水|摆尾巴|扑棱翅膀)?(?:一下)?\s*(溅|甩|泼|喷|洒)了([他她])(?:一)?(脸|身|头)(?:的)?水(?:\s*(?:把[他她])?(吓了一跳|吓一跳|吓了一大跳))?$/u,
  );
  if (splash && splash[4] === pronoun && !/^[我他她]/u.test(splash[1] ?? ''))
    return `${splash[1]}${splash[2] ? `一${splash[2]}，` : ''}${splash[3]}了${hero.name}一${splash[5]}水${splash[6] ? `，${hero.ta}${splash[6].replace(/^吓一跳$/u, '吓了一跳')}` : ''}。`;
  // `最后我抱着他坐腿上剪的`: the parent held the child on their lap, and so it was done.
  const lap = text.match(
    /^(?:最后|后来|然后)?(?:还是|是)?我(?:就|只好|只能)?抱着([他她])(?:坐)?(?:在)?(?:我)?(?:的)?腿上(剪|打|看|拔|洗|吃|弄|量|涂)(?:完)?(?:的|了)?$/u,
  );
  if (lap && lap[1] === pronoun) {
    const carer = context.parent ?? (context.grownUps.length === 1 ? context.grownUps[0] : undefined) ?? '妈妈';
    return `${carer}抱着${hero.name}坐在腿上，这才${lap[2]}完了。`;
  }
  // `中午回来奶奶烧了鱼汤`: home again, and what a grown-up there made (not `小熊回来奶奶烧了鱼汤`).
  const cameHome = text.match(
    /^(早上|上午|中午|下午|傍晚|晚上)?(?:一)?回(?:来|家|到家)(?:后|以后)?\s*(奶奶|爷爷|外婆|外公|姥姥|姥爷|妈妈|爸爸)(?:就|已经)?(烧|煮|炖|做|包|熬|蒸|炸)(?:了|好了)(\p{Script=Han}{1,6})$/u,
  );
  if (cameHome) return `${cameHome[1] ? `${cameHome[1]}` : ''}回到家，${cameHome[2]}${cameHome[3]}了${cameHome[4]}。`;
  // `他喝了一大碗`: how much of the dish a grown-up made just before (`奶奶烧了鱼汤`), told with the dish.
  const bowls = text.match(/^(?:[他她])?(?:又|还|一口气)?(喝|吃)了(一大碗|一碗|两碗|两大碗|好几碗|一大盘|一盘)$/u);
  if (bowls) {
    const before = simplified(context.description ?? '').split(raw.trim())[0] ?? '';
    const dish = [
      ...before.matchAll(
        /(?:烧|煮|炖|做|包|熬|蒸)了?(?:一锅|一大锅|一碗)?(\p{Script=Han}{0,3}?(?:汤|粥|面条|饺子|馄饨|面))/gu,
      ),
    ].pop()?.[1];
    if (dish) return `${hero.name}${bowls[1]}了${bowls[2]}${dish}。`;
  }
  // `爸爸出差第三天`: the parent away on a trip, and how many days it has been.
  const away = text.match(/^(爸爸|妈妈)(?:去)?出差(?:的)?第([二三四五六七八九十几\d]{1,2})天(?:了)?$/u);
  if (away) return `${away[1]}去出差了，今天已经是第${away[2]}天了。`;
  // `下午去接她 说老师给她讲了故事还吃了小饼干`: the grown-up went to fetch the child, who told what the day had been
  // (her own `她` kept: the child's report, not her words).
  const fetched = text.match(
    /^((?:今天)?(?:下午|傍晚|中午|晚上|放学))?(?:我)?去接([他她])\s*(?:回家|放学)?\s*(?:[他她])?(?:就)?(说|告诉我)\s*(\p{Script=Han}{4,24})$/u,
  );
  if (fetched) {
    const carer = context.parent ?? (context.grownUps.length === 1 ? context.grownUps[0] : undefined) ?? '妈妈';
    const told = (fetched[4] ?? '').replace(/(?<=了\p{Script=Han}{1,6})(?=还)/u, '，');
    return `${fetched[1] ? `${fetched[1]}，` : ''}${carer}去接${hero.name}，${fetched[2]}说${told}。`;
  }
  // `最后老师抱进去的`: the one who carried or led the child in, at the door of the day's goodbye.
  const carriedIn = text.match(
    /^(?:最后|后来|然后)?(?:是)?(\p{Script=Han}{0,3}(?:老师|阿姨|爸爸|妈妈|奶奶|爷爷|外婆|外公|姥姥|姥爷))(?:把[他她])?(?:给)?(抱|拉|带|领|牵)(进去|进来|进教室|进班|走)(?:了)?的?$/u,
  );
  if (carriedIn) return `${carriedIn[1]}把${hero.name}${carriedIn[2]}${carriedIn[3]}了。`;
  // `今天是表哥乐乐生日`: whose birthday the day was, with the `的` a story says.
  const whose = text.match(
    /^(?:今天)?是((?:表|堂)?(?:哥|姐|弟|妹){1,2}\p{Script=Han}{0,2}?|好朋友\p{Script=Han}{1,3}?|\p{Script=Han}{0,2}(?:爷爷|奶奶|外公|外婆|姥姥|姥爷|爸爸|妈妈|舅舅|舅妈|姑姑|阿姨|叔叔))的?(\p{Script=Han}{1,2}岁)?生日$/u,
  );
  if (whose) return `今天是${whose[1]}${whose[2] ?? ''}的生日。`;
  // `开心的一天`: the parent's word for how the whole day felt, told as what today was.
  const day = text.match(
    /^(?:今天)?(?:是)?(?:(特别|好|很|超|真|可)(?:的)?)?(开心|快乐|忙|忙碌|充实|愉快|美好|幸福|难忘)的一天(?:呀|啊|啦)?$/u,
  );
  if (day && /^(?:忙|忙碌|充实)$/u.test(day[2] ?? '')) return undefined;
  if (day) return `今天是${day[1] ? '特别' : ''}${day[2]}的一天。`;
  // `今天零下十度好冷`: the day's cold or heat is the weather's, never the hero's.
  const degrees = text.match(
    /^(今天|早上|外面|晚上)?(?:外面)?(零下[\d一二三四五六七八九十几]+度|[\d一二三四五六七八九十几]+度)(?:的)?(?:天)?(好|很|超|特别|真)?(冷|热)(?:啊|呀|死了)?$/u,
  );
  if (degrees)
    return `${degrees[1] === '外面' || !degrees[1] ? '今天' : degrees[1]}外面${degrees[2]}，好${degrees[4]}好${degrees[4]}。`;
  // `超市发脾气`, `公园野餐`: a place and a doing typed bare, told as what the hero did there.
  const typedThere = text.match(
    /^(超市|商场|公园|游乐场|动物园|菜市场|图书馆|幼儿园|广场|小区|楼下|海边|沙滩)(里|门口)?(发脾气|发了脾气|大哭|哭闹|耍赖|野餐|散步|玩沙子|放风筝|喂鸽子|荡秋千|滑滑梯)(?:了)?$/u,
  );
  if (typedThere)
    return `${hero.name}在${typedThere[1]}${typedThere[2] ?? ''}${typedThere[3]?.replace(/^发了/u, '发')}了。`;
  // `原来掉在购物车里了 … 抱回来亲了好几口`: on a day of a lost toy found, the one carried home and kissed is the toy,
  // in the child's arms (not the child in a grown-up's).
  const kissed = text.match(
    /^(?:[他她])?(?:赶紧|马上)?抱(?:回来|回家|在怀里)(?:就)?(亲了(?:好几口|好几下|一口|又亲|好久))$/u,
  );
  const description = simplified(context.description ?? '');
  if (kissed && /丢了|不见了|找不到|找到了?|原来/u.test(description)) {
    const toy = description.match(/(?:布偶|玩偶|公仔|娃娃|安抚巾)((\p{Script=Han})\2)/u)?.[1] ?? '它';
    return `${hero.name}把${toy}抱在怀里，${kissed[1]}。`;
  }
  // `让他自己选帽子`, `挑了个小老虎帽子才肯穿`: the grown-up let the child choose, and the child's choice ended the no.
  const choose = text.match(/^(?:后来|然后|最后)?(?:就)?让[他她]自己(选|挑)(\p{Script=Han}{1,6})$/u);
  if (choose) return `${context.parent ?? '爸爸妈妈'}让${hero.name}自己${choose[1]}${choose[2]}。`;
  const chose = text.match(
    /^(?:[他她])?(挑|选)了(个|一个|一顶|一件|一双)(\p{Script=Han}{1,8}?)(?:，|\s)?才肯(穿|戴|出门|走)(?:上)?$/u,
  );
  if (chose)
    return `${hero.name}${chose[1]}了${chose[2]}${chose[3]}，才肯${chose[4]}上。`.replace(/出门上。$|走上。$/u, (end) =>
      end.replace('上', ''),
    );
  // `旺财一看到小鸟就往前冲 差点把她拽倒`: the dog on its lead pulled, and the child nearly went over.
  const pulled = text.match(
    /^(\p{Script=Han}{2,4}?)(一看到|一看见|看到|看见)(\p{Script=Han}{1,4}?)就(?:往前|往外)?(冲|跑|扑|窜)(?:过去)?了?\s+差点(?:把[他她]|被)?(拽|拉|带|扯)倒(?:了)?$/u,
  );
  const puller = pulled?.[1] ?? '';
  if (
    pulled &&
    (context.names.includes(puller) ||
      /^(?:小狗|狗狗|大狗|狗|小猫|猫咪)$|犬$/u.test(puller) ||
      // (The family dog named by the parent before: `遛狗狗旺财`.)
      new RegExp(`(?:狗狗|小狗|狗|猫咪|小猫|猫)${puller}`, 'u').test(simplified(context.description ?? '')))
  )
    return `${puller}${pulled[2]}${pulled[3]}就往前${pulled[4]}，差点把${hero.name}${pulled[5]}倒了。`;
  // `开了小夜灯`: the night light on in the night, whoever switched it on.
  const lamp = text.match(/^(?:又|就|还)?(?:开了|打开了?)(小夜灯|夜灯|床头灯|台灯)$/u);
  if (lamp) return `${lamp[1]}亮了，暖暖的光照着${hero.name}。`;
  // `海鸥飞过来一口叼走了 把他吓一跳又哈哈大笑`: a bird or an animal that snatched the food the child held out, the
  // fright and the laugh after it (the food is the one the day's words fed it with, `拿面包喂海鸥`).
  const snatched = text.match(
    /^(海鸥|鸽子|鸭子|小鸭子|野鸭子?|小鸟|鸟|猴子|大鹅|鹅|小羊|羊驼)(飞|游|跑|冲)?(?:过来)?(?:一口)?(?:就)?叼(?:走|跑)了\s*(?:(?:把|给)[他她](?:吓|吓了)一(?:大)?跳)?\s*(?:又|然后|后来)?(哈哈大笑|大笑|笑了|咯咯笑)?$/u,
  );
  if (snatched) {
    const fed = (context.description ?? '').match(/拿(?:着)?(\p{Script=Han}{1,3}?)(?:去)?喂/u)?.[1] ?? '';
    const frightened = /吓/u.test(text);
    return `${snatched[1]}${snatched[2] ? `${snatched[2]}过来` : ''}，一口就叼走了${fed}${frightened ? `，把${hero.name}吓了一跳` : ''}${snatched[3] ? `，${frightened ? hero.ta : hero.name}又哈哈大笑起来` : ''}。`;
  }
  // `用小镜子数牙齿`: at the dentist's, the dentist's little mirror counting the child's teeth (no child holds it).
  const mirror = text.match(/^(?:还|又|先)?用(小镜子|小镜|镜子|小灯)(数|看|照|检查)了?(?:[他她]的)?(?:小)?牙(?:齿)?$/u);
  if (mirror)
    return `牙医用${mirror[1]}${mirror[2] === '检查' ? '检查了' : `${mirror[2]}了${mirror[2]}`}${hero.name}的牙齿。`;
  // `走的时候还送了他一个小牙刷`: a gift the child was given, told as the child's (the child gave nothing away).
  const given = text.match(
    /^(\p{Script=Han}{1,4}的时候|临走前|走之前|最后)?(?:还|又)?(?:送了|送给了?|给了)[他她](一[个只本张支把块盒袋包朵颗根条]\p{Script=Han}{1,8})$/u,
  );
  if (given && pronoun) return `${given[1] ? `${given[1]}，` : ''}${hero.name}还收到了${given[2]}。`;
  // `嘴上全是奶油`: what covered the child, told as the child's.
  const covered = text.match(
    /^(嘴上|嘴巴上|脸上|小脸上|手上|身上|头上|头发上|鼻子上|衣服上|裤子上|鞋上)(全|都|全都)是(\p{Script=Han}{1,6})(?:了|啦)?$/u,
  );
  if (covered) return `${hero.name}的${covered[1]}${covered[2]}是${covered[3]}。`;
  // `踩得裤子全湿了`: the doing, then what it did to the child's clothes.
  const soaked = text.match(
    /^(?:[他她])?(踩|玩|跑|跳|淋|滚|坐)得(裤子|鞋子|袜子|衣服|头发|小脸|脸|全身|浑身|满身|一身)(\p{Script=Han}{0,3}(?:湿|脏|黑|泥)\p{Script=Han}{0,2}?了?)$/u,
  );
  if (soaked) return `${hero.name}${soaked[1]}得${soaked[2]}${soaked[3]}。`;
  // `差点把她拽倒`: the child was nearly pulled over (by what the clause before told).
  const nearly = text.match(/^(?:还)?差点(?:儿)?把[他她](拽|拉|扯|撞|带|绊|挤)(倒|翻|摔)了?$/u);
  if (nearly && pronoun) return `${hero.name}差点被${nearly[1]}${nearly[2]}了。`;
  // `车上人多没座位`: a full bus, told as what it was like.
  const full = text.match(
    /^(车上|公交上|公交车上|地铁上|车厢里|大巴上)人(?:好|很|特别|超|太)?多\s*(?:了|啊)?\s*(?:都|也)?没(?:有)?(?:座位|座|位子|地方坐)了?$/u,
  );
  if (full) return `${full[1]}人好多，没有座位了。`;
  // `是爸爸抱着他下的车`: who carried the child off at the end.
  const carried = text.match(
    /^(?:最后)?(?:还)?是(\p{Script=Han}{0,3}?(?:妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷|哥哥|姐姐|舅舅|叔叔|阿姨))(抱|背)着?[他她](下|上|回|进)的(车|楼|家|门|床)$/u,
  );
  if (carried && pronoun) return `最后，${carried[1]}${carried[2]}着${hero.name}${carried[3]}了${carried[4]}。`;
  // `今天告诉她小仓鼠团团死了`: the grown-ups told the hero the news (the hero is who heard it, not who told it).
  const news = text.match(
    /^(今天|早上|上午|中午|下午|晚上|昨天|昨晚)?(?:跟|和)?(?:[他她])?(?:说|讲)?(?:告诉|跟)(?:了)?[他她](?:说)?\s*(\p{Script=Han}{2,}[\p{Script=Han}\s]*不在了)$/u,
  );
  if (news)
    return `${news[1] ? `${news[1]}，` : ''}家里人告诉${hero.name}，${(news[2] ?? '').replace(/\s+/gu, '，')}。`;
  // `幼儿园元旦联欢会`: the day's event said bare, as the day's news (the hero was there).
  const party = text.match(
    /^(幼儿园|学校|托班|班里|班上|小区|社区)的?(\p{Script=Han}{0,4}?)(联欢会|晚会|游园会|运动会|开放日|亲子活动|庆祝会|文艺汇演|汇演|演出|派对)(?:啦|呀)?$/u,
  );
  if (party) return `今天，${hero.name}参加了${party[1]}的${party[2]}${party[3]}。`;
  // `夸了他半天 骄傲得不得了`: everyone praised the hero, and how proud the hero was of it.
  const praised = text.match(
    /^(?:大家|我们|全家|一家人)?(?:都)?夸了[他她](半天|好久|好半天|一顿|好几遍|一路)?(?:\s+[他她]?((?:特别|好|超|可)?(?:骄傲|得意|开心|高兴|美|乐)(?:得|的)(?:不得了|不行|要命|冒泡)|乐坏了|美坏了|美滋滋的))?$/u,
  );
  if (praised)
    return `大家夸了${hero.name}${praised[1] ?? ''}${praised[2] ? `，${hero.ta ?? hero.name}${praised[2].replace(/(?<=[骄傲得意开心高兴美乐])的(?=不得了|不行|要命|冒泡)/u, '得')}` : ''}。`;
  // `壳掉进碗里了`: a bit of eggshell fell into the bowl as the egg was cracked.
  const shell = text.match(/^(?:鸡蛋|蛋)?壳(?:子)?(?:也)?掉(?:进|到|在)(?:了)?(碗|锅|盆|面糊)里(?:了|去了|面了)?$/u);
  if (shell) return `一点蛋壳掉进了${shell[1]}里。`;
  // `路上坐了六个多小时`: how long the ride was, said as the ride of the day.
  const long = text.match(
    /^(?:路上|一路上|在车上)(?:一共|足足|整整)?坐了(\p{Script=Han}{1,3}?|\d{1,2})(个)?(多)?(小时|钟头)(?:的车)?$/u,
  );
  const rode = (context.description ?? '').match(/高铁|动车|火车|飞机|大巴|汽车|船/u)?.[0];
  if (long)
    return `路上，${hero.name}坐了${long[1]}${long[2] ?? '个'}${long[3] ?? ''}${long[4]}的${rode === '飞机' ? '飞机' : rode === '船' ? '船' : rode === '高铁' || rode === '动车' ? rode : '车'}。`;
  // `刚舔一口冰淇淋就掉地上了 哭得好伤心`: the treat dropped, then how the hero took it.
  const dropped = text.match(
    /^(?:[他她])?(?:(刚(?:舔|吃|咬))了?([一两几])口)?(冰淇淋|雪糕|甜筒|冰棍|棒棒糖|糖葫芦)(?:就)?掉(?:在|到)?地上了?(?:\s+[他她]?(\p{Script=Han}{2,8}))?$/u,
  );
  if (dropped) {
    const [, bite, bites, treat, after] = dropped;
    const then = after ? `，${hero.ta ?? ''}${after}` : '';
    return bite
      ? `${hero.name}${bite}了${bites}口，${treat}就掉到地上了${then}。`
      : `${hero.name}的${treat}掉到地上了${then}。`;
  }
  // `喊到嗓子都哑了`: cheered or sang until hoarse, the hero's own doing.
  const hoarse = text.match(/^(?:[他她])?(?:(喊|叫|唱)[到得的]嗓子都哑了|嗓子都(喊|叫|唱)哑了)$/u);
  if (hoarse) return `${hero.name}${hoarse[1] ?? hoarse[2]}得嗓子都哑了。`;
  // `锣鼓咚咚咚的`: the drums' noise, said alone.
  const noise = text.match(/^(锣鼓|大鼓|鼓|鞭炮)声?((\p{Script=Han})\3{1,2})的?$/u);
  if (noise) return `${noise[1]}${noise[2]}地响。`;
  const shut = text.match(
    /^\u{E001}(\p{Script=Han}*)\u{E002}(\p{Script=Han}+)\u{E002}\u{E003}(\p{Script=Han}*)\u{E003}没开门\u{E003}(修?)\u{E003}(到?)$/u,
  );
  if (shut) {
    const [, when, what = '', place, fix, there] = shut;
    const day = /^[上下]午$/u.test(when ?? '') ? when : '今天';
    return `本来${day}要去${what}，可是${there ? '到了门口才发现，' : ''}${place || '那儿'}关门了${fix ? '，在修东西呢' : ''}。`;
  }
  const undone = text.match(/^\u{E001}(\p{Script=Han}*)\u{E002}(\p{Script=Han}+)\u{E002}(\p{Script=Han}+)$/u);
  // The weekend the parent wrote of is the story's today.
  if (undone)
    return `本来说好了${/^[上下]午$/u.test(undone[1] ?? '') ? undone[1] : '今天'}去${undone[2]}，可是到了那儿才知道，${undone[3]}了。`;
  // `结果晚点了快一个小时`: the bus, train or plane was late, and how long everyone waited.
  const late = text.match(
    /^(?:结果|可是|但是|谁知道)?(车|火车|高铁|动车|飞机|航班|大巴|船|轮渡)?(?:又)?(?:晚点|延误)了?(?:(快|差不多|将近|足足|整整)?([一两二三四五六七八九十半]{1,3}|\d{1,3})(个)?(?:多)?(小时|钟头|分钟))?$/u,
  );
  const ride = (context.description ?? '').match(/大巴|火车|高铁|动车|飞机|轮渡|公交车|船/u)?.[0];
  if (late)
    return `${late[1] ?? ride ?? '车'}晚点了${late[5] ? `，大家等了${late[2] ?? ''}${late[3]}${late[4] ?? ''}${late[5]}` : ''}。`;
  // `本来十点发车`: when it should have left, told where the day goes on to say it was late.
  const due = /晚点|延误/u.test(context.description ?? '')
    ? text.match(
        /^(?:本来|原本|原来)(?:是)?((?:\d{1,2}|[一二三四五六七八九十]{1,3})点(?:半)?)(发车|开车|出发|起飞|开船)$/u,
      )
    : null;
  if (due) return `${ride ?? '车'}本来是${due[1]}${due[2]}的。`;
  // `今天是姐姐七岁生日`: whose birthday it was (not the hero's own), said as the parent said it.
  const birthday = text.match(
    /^(?:今天)?(?:是)?((?:表|堂)?(?:哥哥|姐姐|弟弟|妹妹|哥|姐|弟|妹)|好朋友\p{Script=Han}{2}|\p{Script=Han}{2}(?=的))(?:的)?((?:\d{1,2}|[一二三四五六七八九十]{1,3})(?:周)?岁)?(?:的)?生日(?:啦|呀)?$/u,
  );
  if (birthday) return `今天是${birthday[1]}${birthday[2] ?? ''}的生日。`;
  // `本来说好去公园放风筝的 结果下大雨 去不成了`: the plan, told as a plan when the day goes on to say it fell
  // through (a plan with nothing after it is left out).
  const planAlone = !/去不成|没去成|没去|没能去|取消|泡汤|下大?雨|打雷|下雪|生病|发烧/u.test(context.description ?? '')
    ? null
    : text.match(
        /^(?:本来|原本)(?:说好了?|讲好了?)?(今天|下午|上午|周末)?(?:要|想|打算|准备)?去(\p{Script=Han}{2,10}?)的?$/u,
      );
  if (planAlone) return `本来说好${planAlone[1] ?? ''}要去${planAlone[2]}的。`;
  // `外面一直打雷下大雨`: the weather outside, each part of it said as it went on.
  const weather = text.match(
    /^(?:外面|外头|窗外)(一直|还在|又)?(打雷|打闪|下(?:大|小)?雨|下(?:大|小)?雪|刮(?:大)?风)(?:又|还|还在)?(打雷|打闪|下(?:大|小)?雨|下(?:大|小)?雪|刮(?:大)?风)?(?:了|呢)?$/u,
  );
  const going = (part: string) => part.replace(/^([下刮])/u, '$1着');
  if (weather && weather[2] !== weather[3])
    return weather[3]
      ? `外面${weather[1] === '又' ? '又' : '一直'}${weather[2]}，${going(weather[3])}。`
      : `外面${weather[1] === '又' ? `又${weather[2]}了` : weather[1] ? `一直${weather[2]}` : going(weather[2] ?? '')}。`;
  // `妈妈抱了好久才又睡着`: the grown-up held the hero a long while, and the hero fell asleep again (not the grown-up).
  const settled = text.match(
    /^(妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)(抱|哄|拍)了?(?:[他她])?(好久|半天|好一会儿?|一个多小时|半个多?小时)(?:[他她])?才(又)?睡着(?:了)?(?:\s+(?:[他她])?(还|也)(有点\p{Script=Han}{2,4}|\p{Script=Han}{2,4}))?$/u,
  );
  if (settled)
    return `${settled[1]}${settled[2]}了${hero.name}${settled[3]}，${hero.ta ?? hero.name}才${settled[4] ?? ''}睡着${settled[5] ? `，${settled[5]}${settled[6]}` : ''}。`;
  // `吃完早饭爷爷就带她下楼玩雪`: the meal first, then the grown-up who took the hero out.
  const fed = pronoun
    ? text.match(
        new RegExp(
          `^(吃完|吃过)(早饭|早餐|午饭|饭)(?:以后|后)?(妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)(就|又)?带(?:着)?${pronoun}(\\p{Script=Han}{2,10})$`,
          'u',
        ),
      )
    : null;
  if (fed) return `${fed[1]}${fed[2]}，${fed[3]}${fed[4] ?? ''}带${hero.name}${fed[5]}。`;
  // `一打雷就捂着耳朵钻我怀里`: the thunder, then what the hero did each time.
  const clap = text.match(/^一(打雷|响雷|打闪|闪电)(?:[他她])?就(\p{Script=Han}{2,14})$/u);
  if (clap) return `一${clap[1]}，${hero.name}就${clap[2]}。`;
  // `有好多气球`: what there was to see, said without a place.
  const there = text.match(
    /^(?:那里|那儿|那边|现场|屋里)?有(好多|很多|许多|好几个|一大堆|一大片)(\p{Script=Han}{1,6})$/u,
  );
  if (there) return `那儿有${there[1]}${there[2]}。`;
  // `早上起来外面结霜了 草地上白白的 踩上去咔嚓咔嚓响`: the morning outside, told as one look at it.
  const seen = text.split(' ').map((part) => scenery(part, hero));
  if (seen.every((part) => part !== undefined)) {
    return `${seen.map((part, index) => (index > 0 && hero.ta ? part.replace(hero.name, hero.ta) : part)).join('，')}。`;
  }
  // `小表妹朵朵才三个月`: how little the baby of the family is, said as the parent said it.
  const baby = text.match(
    /^(小)?(表妹|表弟|堂妹|堂弟|妹妹|弟弟)((?:(\p{Script=Han})\4)|小\p{Script=Han})?(?:才|刚|刚刚|只有)(满)?([一二两三四五六七八九十]{1,2}|\d{1,2})个(?:多)?月(?:大)?(?:了|呢)?$/u,
  );
  if (baby) return `${baby[1] ?? ''}${baby[2]}${baby[3] ?? ''}才${baby[6]}个月大。`;
  // `旁边乐乐的妈妈拿了张创可贴给他贴上`: a grown-up nearby brought a plaster and put it on the child.
  const plaster = pronoun
    ? text.match(
        new RegExp(
          `^(旁边|边上)?((?:\\p{Script=Han}{1,3}的|(?:隔壁|邻居|楼下|楼上|对门)(?:家的?)?\\p{Script=Han}?)?(?:妈妈|爸爸|奶奶|爷爷|阿姨|叔叔|老师|外婆|外公|姥姥|姥爷))(?:赶紧|马上)?拿(?:了|来|来了)?(?:一)?(张|个|块|片)(创可贴|创口贴|纱布|冰袋|毛巾)(?:来)?给${pronoun}(贴|敷|擦|包)(?:上|好|了|上了)?(?:\\s+(?:还|而且)是(\\p{Script=Han}{2,8}?)(?:图案)?的)?$`,
          'u',
        ),
      )
    : null;
  if (plaster)
    return `${plaster[2]}${plaster[1] ? '在旁边，' : ''}拿来一${plaster[3]}${plaster[4]}，给${hero.name}${plaster[5]}${plaster[5] === '擦' ? '了擦' : '上了'}${plaster[6] ? `，还是${plaster[6]}的` : ''}。`;
  // `小表妹朵朵才三个月 今天舅妈抱来我们家`: the grown-up brought the little one the day named, said with whom.
  const brought = text.match(
    /^(今天|早上|上午|下午|晚上)?(舅妈|舅舅|姑姑|姨妈|小姨|大姨|阿姨|叔叔|婶婶|伯母|奶奶|爷爷|外婆|外公|姥姥|姥爷)(抱|带)(?:过)?来(?:了)?(?:我们家|家里|我家)(?:了)?$/u,
  );
  const little = context.names[0];
  if (brought && little) return `${brought[1] ? `${brought[1]}，` : ''}${brought[2]}把${little}${brought[3]}来家里了。`;
  // `剥一颗吃一颗`: one done, one eaten, in turn.
  const turns = text.match(/^(?:[他她])?(?:就)?(\p{Script=Han})一([颗个口块片粒])(\p{Script=Han})一\2$/u);
  if (turns) return `${hero.name}${turns[1]}一${turns[2]}，${turns[3]}一${turns[2]}。`;
  // `里面是个星星巧克力`: what was inside the thing just opened.
  const inside = text.match(/^(里面|里头|盒子里|袋子里|格子里)(?:是|有)(?:一)?个(\p{Script=Han}{2,8})$/u);
  if (inside) return `${inside[1] === '里头' ? '里面' : inside[1]}是一个${inside[2]}。`;
  // `拼完自己鼓掌`: the thing finished, then what the hero did.
  const done = text.match(
    /^(\p{Script=Han}{1,2})完(?:了)?(?:以后|之后)?(?:[他她])?(自己|就|还)(\p{Script=Han}{2,6})$/u,
  );
  if (done && !/^(?:吃|喝|洗|睡)$/u.test(done[1] ?? '')) return `${done[1]}完了，${hero.name}${done[2]}${done[3]}。`;
  if (text === '' || REMARK.test(text) || /(?:^|\s)本来|说好(?!看|吃|听|玩|漂亮|可爱)|放\S*假$/u.test(text))
    return undefined;
  // A thing called by a name (`一个Zuri贴纸`) is the parent's to tell.
  if (/[个只张本件][A-Z][a-z]+\p{Script=Han}/u.test(text)) return undefined;
  // `抱着我说妈妈我嘴巴疼疼`: the parent who wrote is the one the child called; else the one the day says writes.
  const calledParent = /我/u.test(text) ? text.match(/(?:说|喊|问)\s*(妈妈|爸爸)(?!说)/u)?.[1] : undefined;
  const known = context.grownUps.length === 1 ? (context.grownUps[0] ?? '大人') : '大人';
  const child = context.childPronoun === 'she' ? '她' : context.childPronoun === 'he' ? '他' : undefined;
  // `外婆在家陪她 给她熬了小米粥`: a doing for the child with no one named is the grown-up's of the phrase before.
  const giver = child && text.startsWith(`给${child}`) ? carer(raw, context.description) : undefined;
  const grownUp = giver ?? (known !== '大人' ? known : (calledParent ?? context.parent ?? '大人'));
  // `我亲了亲说不疼不疼`: the grown-up who wrote kissed the hurt better, and what they said to soothe it.
  const soothed = text.match(
    /^我(?:就|赶紧|又|先)*(?:给[他她])?(亲了亲|亲了一下|抱了抱|抱了一下|抱着|搂着)(?:[他她])?(?:说|跟[他她]说)\s*(\p{Script=Han}{2,10})$/u,
  );
  // (A parent the day does not name is the one the child ran to: `哭着找妈妈`.)
  const ranTo = context.description?.match(/找(妈妈|爸爸)/u)?.[1];
  const writer = grownUp !== '大人' ? grownUp : (ranTo ?? '爸爸妈妈');
  // `我就先抱着他说妈妈永远爱你`: held while the words were said.
  // (`妈妈永远爱你`: the grown-up speaking of themselves is no call to them.)
  const selfWords = /^(?:妈妈|爸爸)(?:永远|最|也|会|一直|好)/u.test(soothed?.[2] ?? '');
  if (soothed)
    return `${writer}${soothed[1]}${hero.name}，说：${selfWords ? `“${soothed[2]}。”` : quoted(soothed[2] ?? '')}`;
  // `我陪她在沙发上看小猪佩奇`: the grown-up who wrote stayed with the child, doing it together.
  const stayed = text.match(/^我(?:就|一直|一整天|今天)?陪(?:着)?([他她])(\p{Script=Han}{2,14})$/u);
  if (stayed && stayed[1] === child) return `${writer}陪着${hero.name}${stayed[2]}。`;
  // `我在外面偷偷看了一会儿才走`: the grown-up who wrote stayed at the door a while after the goodbye.
  const lingered = text.match(
    /^我(?:又|还)?在(外面|门口|门外|窗外|窗户外面|教室外面)(偷偷|悄悄)?(?:地)?(看|站|等|待)了(一会儿|好久|半天|好一会儿)(?:才走|才离开)?$/u,
  );
  if (lingered && writer !== '爸爸妈妈')
    return `${writer}在${lingered[1]}${lingered[2] ?? ''}${lingered[3]}了${lingered[4]}，才走。`;
  // `我跟朵朵说轮流玩`: the grown-up who wrote told the other child how the two would share.
  const share = text.match(
    /^我(?:就|又|先|赶紧)*(?:跟|对|和)(\p{Script=Han}{1,3}?)说\s*(?:你们|两个人|俩人)?(?:要)?(轮流|轮着|一起|一人一次|一人玩一会儿?)(玩|开|骑|看)?(?:吧)?$/u,
  );
  if (share && share[1] !== child) return `${writer}跟${share[1]}说，两个人要${share[2]}${share[3] ?? '玩'}。`;
  // `今天加班到8点才回`, `晚上又加班`: working late is the grown-up's who writes, never the child's.
  const work = text.match(
    /^((?:今天|昨天|今晚|晚上|下午|这周|最近)?)(?:我|我又|又)?(加班|值班|上夜班|出差)(?:了)?(?:到)?(\d{1,2}|[一二三四五六七八九十]{1,2})?(?:点|点钟)?(?:多)?(?:才)?(回|回来|回家|到家)?(?:了)?$/u,
  );
  if (work) {
    const who = grownUp === '大人' ? '爸爸妈妈' : grownUp;
    const hour = work[3] ? `${/\d/u.test(work[3]) ? clock(Number(work[3])) : work[3]}点` : '';
    const late = work[4] ? (hour ? `，晚上${hour}才回家` : '，很晚才回家') : hour ? `到${hour}` : '了';
    return `${work[1] ? `${work[1]}，` : ''}${who}${work[2]}${late}。`;
  }
  // `今天第一次带他坐地铁`, `陪她重新搭`: the one the parent left out took the child along: a grown-up, not the child.
  // (`带他去动物园` is told as the child's outing, `小熊去了动物园`.)
  const along = child
    ? text.match(
        new RegExp(
          `^((?:今天|早上|上午|下午|晚上|后来|然后|周末)?)((?:第一次|又|还|也|就|再|一起)*)(带|陪|送)${child}((?:重新|一起|又|再|第一次)*(?:坐|玩|搭|看|画|做|吃|买|逛|骑|爬|放|游|学|拼|堆|读|唱|跳|包|捏|去(?=幼儿园|托班|早教|学校))\\p{Script=Han}{0,10})$`,
          'u',
        ),
      )
    : null;
  if (along && !/[我你]/u.test(along[4] ?? ''))
    return folks(
      `${along[1] ? `${along[1]}，` : ''}${grownUp}${along[2]}${along[3]}${hero.name}${(along[4] ?? '').replace(/[的得]$/u, '')}。`,
      raw,
      grownUp,
    );
  // `车上有个阿姨给他让座`, `卖冰棍的大爷给了块冰敷敷 好多了`: a passer-by's kindness, told as theirs, to the child.
  const kind = child
    ? text.match(
        new RegExp(
          `^(?:(\\p{Script=Han}{1,3}[上里边])?有(?:个|一个|一位|位))?(\\p{Script=Han}{1,5}的)?(阿姨|叔叔|大爷|大妈|老爷爷|老奶奶|大姐姐|大哥哥|姐姐|哥哥)给(了)?${child}?(?:(一)?(块|个|颗|根|张|杯|瓶|片)(\\p{Script=Han}{1,3}?)(敷敷|敷一敷|擦擦|吃|喝|玩)?|(让座|让了座|让位|让了位置|让路|开门|擦眼泪|擦了擦眼泪))(?:\\s+(好多了|不疼了|不哭了|就不疼了|就不哭了))?$`,
          'u',
        ),
      )
    : null;
  if (kind) {
    const who = `${kind[2] ?? (/^\p{Script=Han}{0,4}有(?:个|一个|一位|位)/u.test(text) ? '一位' : '')}${{ 大爷: '老爷爷', 大妈: '老奶奶' }[kind[3] ?? ''] ?? kind[3]}`;
    const gift = kind[7]
      ? `给了${hero.name}一${kind[6]}${kind[7]}${kind[8] ? `，${kind[8].startsWith('敷') ? '敷一敷' : kind[8].startsWith('擦') ? '擦一擦' : `让${hero.ta}${kind[8]}`}` : ''}`
      : `给${hero.name}${(kind[9] ?? '').replace(/了/u, '')}`;
    const better = kind[10] ? `，${hero.ta}${kind[10].replace(/^就/u, '')}` : '';
    return `${kind[1] ? `${kind[1]}，` : ''}${who}${/让座|让位/u.test(kind[9] ?? '') ? '站起来' : ''}${gift}${better}。`;
  }
  // `店员姊姊拿纸巾来擦还送他一张贴纸`: a shop's grown-up wiped up the spill and gave the child something, told as theirs.
  const wiped = text.match(
    /^((?:店员|服务员|店里的|咖啡店的|餐厅的)(?:阿姨|叔叔|大姐姐|大哥哥|姐姐|哥哥)?|(?:店员|服务员)?(?:阿姨|叔叔|大姐姐|大哥哥|姐姐|哥哥))(?:马上|赶紧|赶快)?拿(?:了)?(纸巾|纸|抹布|毛巾)(?:过)?来擦(?:了?擦|干净|了)?\s*(?:还|又)?送(?:了)?(?:他|她)(?:一)?(张|个|颗|块|根|朵)(\p{Script=Han}{1,4})$/u,
  );
  if (wiped) return `${wiped[1]}拿来${wiped[2]}，擦得干干净净，还送了${hero.name}一${wiped[3]}${wiped[4]}。`;
  // `清明放假回老家`: the holiday, and the trip home to the family's village.
  // (`回乡下老家`: the village home in the countryside, said as the parent wrote it.)
  const homeFor = text.match(
    /^(清明|中秋|端午|国庆|五一|春节|过年)节?放假(?:了)?\s*(?:就|都)?回(?:了)?(乡下老家|老家|乡下)(?:了)?$/u,
  );
  if (homeFor)
    return `${homeFor[1]}${/^(?:过年|春节)$/u.test(homeFor[1] ?? '') ? '' : '节'}放假，${hero.name}回到了${homeFor[2]}。`;
  // `今天带去宠物医院`: the one taken to the vet is the day's pet, never the child.
  const vet = text.match(/^(今天|上午|下午|早上|晚上)?带(?:去|到)了?宠物医院(\p{Script=Han}{0,4})$/u);
  const pets = context.names.filter((name) => name !== hero.name && HAN.test(name));
  // (A pet whose name is a word, `黑豆`, is not among the names: it is the family's pet.)
  if (vet)
    return `${vet[1] ? `${vet[1]}，` : ''}${hero.name}和家人带${pets.length === 1 ? pets[0] : '家里的小宠物'}去了宠物医院${vet[2] ? `，${vet[2]}` : ''}。`;
  // `理货的阿姨过来说没事没事 还帮他一起捡`: a grown-up's reassurance, in their words, and the help after it.
  const reassured = text.match(
    /^(\p{Script=Han}{1,4}的)?(阿姨|叔叔|大姐姐|大哥哥|姐姐|哥哥|老师|店员|保安)(?:走)?过来(?:了)?(?:跟[他她])?说\s*(没事(?:没事)?|没关系(?:没关系)?|不要紧)(?:的|啊|呀)?(?:\s+(?:还)?(?:帮|和|跟)[他她]?(?:一起)?(捡|收拾|摆|放|擦|扶)(?:起来|好|了)?)?$/u,
  );
  if (reassured) {
    const help = reassured[4]
      ? `，还和${hero.name}一起把东西${reassured[4]}${reassured[4] === '捡' ? '了起来' : '好了'}`
      : '';
    return `${reassured[1] ?? ''}${reassured[2]}走过来说：“${reassured[3]}。”${help ? `${help.slice(1)}。` : ''}`;
  }
  // `快元旦了`: a festival close at hand is the day's season, told as the story's own words.
  const near = text.match(
    /^(?:快|马上就?|就快)(?:要)?(?:到)?(元旦|春节|过年|中秋|端午|圣诞|冬至|元宵|国庆|六一|儿童节)(?:节)?(?:了|啦)$/u,
  );
  if (near?.[1] === '过年') return '快过年了。';
  if (near) return `快到${near[1]}${/^(?:中秋|端午|圣诞|元宵)$/u.test(near[1] ?? '') ? '节' : ''}了。`;
  // `找了半天在滑梯下面找到的`: what was lost, found at last where it was.
  const found = text.match(
    /^(?:[他她])?(?:又)?找了?(半天|好久|老半天|一大圈|一圈|好一会儿?)(?:才|最后|终于)?在(\p{Script=Han}{1,8}?)找(?:到|着)(?:了|的|啦)?(?:它)?$/u,
  );
  if (found) return `${hero.name}找了${found[1]}，最后在${found[2]}找到了。`;
  // `水溅了我们一身`: the splash over the whole family, `大家`.
  const splashed = text.match(/^(\p{Script=Han}{1,4}?)(溅|喷|洒|泼)了我们(一身|一脸|满身)$/u);
  if (splashed) return `${splashed[1]}${splashed[2]}了大家${splashed[3]}。`;
  // `爸爸说没关系`: a grown-up of the family comforting the child, in their own words (not `爸爸说小熊没关系`).
  // (`朵朵妈妈说没事没事 擦擦就好`: a friend's grown-up too, and what they said after it, in the one quote.)
  const comfort = text.match(
    /^((?:(?![他她我])\p{Script=Han}{1,3}?的?)?(?:妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)|阿姨|叔叔|老师|\p{Script=Han}老师|教练|医生阿姨|护士阿姨|医生叔叔|医生|护士)(?:就|还|也|马上|赶紧|连忙|笑着)?(?:跟[他她]|(抱着)[他她])?说\s*(没关系(?:没关系)?|不要紧|不怕不怕|不怕|别怕|没事(?:没事)?)(?:的|啊|呀|哒)?(?:\s+(\p{Script=Han}{1,4}就好(?:了|啦)?|下次小心(?:点|一点)?))?$/u,
  );
  if (comfort)
    return `${comfort[1]}${comfort[2] ? `抱着${hero.name}` : ''}说：“${comfort[4] ? comfort[3] : comfort[3]?.replace(/^(没关系|没事)\1$/u, '$1，$1')}${comfort[4] ? `，${comfort[4]}` : ''}。”`;
  // `医生阿姨说你的牙齿好白哦`: a grown-up's words to the child, in their own words (`你` is the child they spoke to).
  const toChild = text.match(
    /^((?:(?![他她我])\p{Script=Han}{1,3}?的?)?(?:妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)|阿姨|叔叔|老师|\p{Script=Han}老师|教练|医生阿姨|护士阿姨|医生叔叔|医生|护士)(?:就|还|也|笑着|夸[他她])?(?:跟[他她]|对[他她])?说\s*(你(?![们])\p{Script=Han}{2,12}?)(哦|呀|啊|呢|啦|耶)?$/u,
  );
  if (toChild) return `${toChild[1]}说：“${toChild[2]}${toChild[3] ?? ''}${toChild[3] ? '！' : '。'}”`;
  // `我让他们轮流玩`: the grown-up who writes had the two children take turns.
  const turnsTaken = text.match(
    /^我(?:就|只好|便)?(?:让|叫|教)(?:他们|他俩|她们|她俩|俩人|两个人)(?:俩)?(轮流|一人一次|排队)(玩|\p{Script=Han}{1,3})?$/u,
  );
  if (turnsTaken) {
    const two = context.otherKids?.length === 1 ? `${hero.name}和${context.otherKids[0]}` : '两个人';
    return `${grownUp === '大人' ? '爸爸妈妈' : grownUp}让${two}${turnsTaken[1]}${turnsTaken[2] ?? '玩'}。`;
  }
  // `甜甜说谢谢弟弟`: another child of the day said it, in their own words, quoted.
  const theirs = text.match(
    /^(\p{Script=Han}{2,4}?)(?:也|就|还|又)?(?:跟[他她]|对[他她])?说\s*(\p{Script=Han}[\p{Script=Han}\s]{1,12})$/u,
  );
  if (
    theirs &&
    context.names.includes(theirs[1] ?? '') &&
    theirs[1] !== hero.name &&
    /谢谢|对不起|没关系|我|你|吗|呢|啦|呀|吧|好的/u.test(theirs[2] ?? '')
  )
    return `${theirs[1]}说：${quoted(theirs[2] ?? '')}`;
  // `哭着喊咪咪坏蛋`, `喊再来再来`: the child's cry, in the child's own words, never the parent's report of it.
  const cry = text.match(
    /(?:^|\s)(?:[他她])?(?:回来|回家|后来)?(?:哭着|大声|一直|还|又|就|直)?(?:喊|说)(\p{Script=Han}+)$/u,
  )?.[1];
  if (cry && CRIED.test(cry)) return undefined;
  // `新家第一晚有点认床 一直问妈妈我们什么时候回家呀`: the child's own question to a grown-up, the `我们` the child's.
  if (
    new RegExp(
      `(?:^|\\s)(?:[他她])?(?:一直|又|还|老是|总)?问(?:${CALLED.source})\\p{Script=Han}*我\\p{Script=Han}*$`,
      'u',
    ).test(text)
  )
    return undefined;
  // `接他的时候问疼不疼 他说 不疼了`: the grown-up asked, the child answered.
  const asked = child ? text.match(new RegExp(`^(\\S*?)问(\\p{Script=Han}{2,8})\\s+${child}说\\s+(.+)$`, 'u')) : null;
  if (asked && !/[我你]/u.test(asked[1] ?? '')) {
    const lead = (asked[1] ?? '').replace(new RegExp(child ?? '', 'gu'), hero.name);
    const sentence = `${lead ? `${lead}，` : ''}${grownUp}问${lead ? hero.ta : hero.name}${asked[2]}，${hero.ta}说：${quoted(asked[3] ?? '')}`;
    const said = folks(sentence, raw, grownUp);
    return [...said].filter((char) => HAN.test(char)).length <= 44 ? said : undefined;
  }
  // `点蜡烛她还以为过生日 要唱生日歌`: what the child only thought, told as thought, never as the day's happening.
  const thought = text.match(
    /^(点\p{Script=Han}{0,2}蜡烛)?\s*(?:[他她])?(还|都)?以为(是|要)?(\p{Script=Han}{2,8}?)(?:了|呢)?(?:\s+(?:还)?要(\p{Script=Han}{2,8}))?$/u,
  );
  if (thought && !/[我你]/u.test(thought[4] ?? '')) {
    const lit = thought[1] ? '家里点上了蜡烛，' : '';
    const then = thought[5] ? `，还要${thought[5]}呢` : '呢';
    return `${lit}${hero.name}${thought[2] ?? ''}以为${thought[3] ?? '要'}${thought[4]}${then}。`;
  }
  const ownMoment = frightOrHug(text, hero, grownUp, child);
  if (ownMoment) return ownMoment;
  // `一直问刘老师明天还来不`: a question the child asked, never told as the parent's words (`还来不。`).
  if (/问\p{Script=Han}{2,12}不$/u.test(text)) {
    const asked = childWords(raw, context);
    if (asked) return asked;
  }
  // `幼儿园停课`: no kindergarten today, so the child stayed home.
  const closed = text.match(/^(?:今天)?(幼儿园|幼稚园|托班|学校)(?:停课|不上课|关门)了?$/u);
  if (closed) return `今天${closed[1]}停课了，${hero.name}待在家里。`;
  // `抱着哄了好久 说妈妈最爱你了`: the grown-up comforted the child, in the grown-up's own words (`妈妈最爱你`).
  const comforted = text.match(
    /^(?:我)?(?:抱着|搂着)(?:[他她])?哄了(好久|很久|半天|一会儿?)\s*说(妈妈|爸爸)((?:最|也|永远|一直|还是)*爱你\p{Script=Han}{0,2})$/u,
  );
  if (comforted) {
    const who = comforted[2] ?? '妈妈';
    return `${who}抱着${hero.name}哄了${comforted[1]}，说：“${who}${comforted[3]?.replace(/[了的啦哦呀]+$/u, '')}！”`;
  }
  // `奶奶给吹吹说痛痛飞走了`: a grown-up blew on the hurt, in the grown-up's own words.
  const blown = text.match(
    /^(\p{Script=Han}{0,3}(?:老师|阿姨|医生|护士|奶奶|爷爷|外婆|外公|姥姥|姥爷|爸爸|妈妈))(?:给(?:[他她])?)?吹(?:吹|了吹|一吹)(?:\s*说)?\s*(\p{Script=Han}{2,10})?$/u,
  );
  // `让妈妈吹吹`: the child asked the grown-up to blow on it.
  const asker = blown?.[1]?.startsWith('让') ? `${hero.name}` : '';
  if (blown)
    return `${asker}${blown[1]}给${hero.ta === hero.name ? hero.name : hero.ta}吹一吹${blown[2] ? `：“呼，呼，${blown[2].replace(/了$/u, '啦')}！”` : '。'}`;
  // `我教他说请排队`: the words the grown-up taught the child to say, in the child's words.
  const taught = child
    ? text.match(new RegExp(`^我(?:就)?(?:教|让)${child}(?:说|讲)\\s*(\\p{Script=Han}{2,8}?)(?:吧|呀|啊)?$`, 'u'))
    : null;
  if (taught) return folks(`${grownUp}教${hero.name}说：“${taught[1]}！”`, raw, grownUp);
  // `他真去说了`: the child did say it.
  if (child && new RegExp(`^${child}?(?:还)?(?:真|真的|果然)(?:就)?(?:去|跑去)?(?:说|讲)了$`, 'u').test(text))
    return `${hero.name}真的去说了。`;
  // `那哥哥还真让他了`: the other child gave way.
  const gaveWay = child
    ? text.match(new RegExp(`^那(?:个)?(\\p{Script=Han}{2,3}?)(?:还)?(?:真|真的|就)?让(?:着)?${child}了$`, 'u'))
    : null;
  if (gaveWay) return `那个${gaveWay[1]}真的让${hero.name}先玩了。`;
  // `生日歌唱跑调了`: the song went off key, whoever sang it (the laugh after it has its cause).
  const offKey = text.match(/^(?:大家)?(生日歌|儿歌|歌)(?:都|也)?唱(?:得)?跑调了$/u);
  if (offKey) return `${offKey[1]}唱跑调啦，哈哈。`;
  // `保安大叔说被人领养走了`: a grown-up's news of a pet that is gone, the pet named where the day names one.
  const adopted = text.match(
    /^(保安|门卫|物业|邻居|楼下)(大叔|叔叔|大爷|爷爷|阿姨|奶奶|大妈)?(?:跟我们|跟我)?说\s*(\p{Script=Han}{0,4}?)(?:已经)?(?:被人|被|让人|有人)(领养|收养|抱|接|带)(?:走|回家|去)?了$/u,
  );
  if (adopted) {
    const guard = `${adopted[1]}${/^(?:大叔|大爷)$/u.test(adopted[2] ?? '') ? '叔叔' : (adopted[2] ?? '叔叔')}`;
    // The child's own name is not the pet's: the story's hero, or a name the family spells in Latin letters.
    const others = context.names.filter((name) => name !== hero.name && HAN.test(name));
    const pet = adopted[3] || (others.length === 1 ? others[0] : '它');
    return `${guard}说，${pet}被人${adopted[4]}走啦。`;
  }
  // `我说气球去找月亮玩了`: what the parent told the child, in the grown-up's own words.
  const parentTold = text.match(
    /^我(?:就)?(?:跟[他她]|对[他她])?(?:说|告诉[他她])\s*(?![了他她])(\p{Script=Han}{4,14})$/u,
  );
  // (`小黑有新家了有人疼它了`: two things said, parted by a comma.)
  // (`我跟她说明天带她去超市再挑一个`: said to the child, whose `她` in the promise is the `你` the grown-up said.)
  if (parentTold)
    return folks(
      `${grownUp}说：“${(parentTold[1] ?? '')
        .replace(/(?<=\p{Script=Han}{2}了)(?=(?:有|就|还|也|不)\p{Script=Han}{2,})/u, '，')
        .replace(/了$/u, '啦')
        .replace(pronoun ? new RegExp(`(?<=[带陪给帮])${pronoun}(?=\\p{Script=Han})`, 'gu') : /^\b$/u, '你')}。”`,
      raw,
      grownUp,
    );
  // `出来第一句话就是 妈妈我明天还要来`: the first thing the child said, in the child's own words.
  const firstWords = text.match(/^([^\s我]*?)第一句话(?:就)?是\s+(.+)$/u);
  if (firstWords) {
    const when = (firstWords[1] ?? '').replace(/^出来$/u, '一出来').replace(/^(?:他|她)$/u, '');
    const sentence = `${when ? `${when}，` : ''}${hero.name}说的第一句话就是：${quoted(firstWords[2] ?? '')}`;
    const length = [...sentence].filter((char) => HAN.test(char)).length;
    return length <= 44 ? folks(sentence, raw, grownUp) : undefined;
  }
  // `睡前说要给奶奶打视频`: the child's own plan, said in the child's own words (`我要…`).
  const plan = text.match(
    /^((?:今天|早上|晚上|睡前|睡觉前|回来|回家|后来|还|又|就|一直|也|[他她])*)()(说)(要\p{Script=Han}{2,12})$/u,
  );
  // `护士阿姨说勇敢的小朋友有贴纸`: a grown-up's word for all the children, in their own words.
  const rule = text.match(
    /^(\p{Script=Han}{0,3}(?:老师|阿姨|医生|护士|叔叔|奶奶|爷爷|外婆|外公|姥姥|姥爷|爸爸|妈妈))()(说)((?:\p{Script=Han}{1,4}的)?(?:小朋友|宝宝|小孩)\p{Script=Han}{2,12})$/u,
  );
  const selfSaid = text.match(
    /^(.*?\p{Script=Han})()(说)(我(?:一点|没|不|是|会|要|也|能|可以|最|自己|还)\p{Script=Han}+)$/u,
  );
  // `她趴窗边说风在哭 有点怕`: what the child imagined a thing was doing, then how the child felt.
  const imagined = text.match(
    /^(.*?\p{Script=Han})()(说)(\p{Script=Han}{1,3}在\p{Script=Han}{1,4})(?:\s+((?:有点|有些|好)?(?:害怕|怕|担心|紧张|难过)))?$/u,
  );
  // What the child said, kept in their words; the rest told from the story's side.
  // `他说长颈鹿脖子好长啊`: what follows the child's own `说` is what they said, spaced or not.
  // `小声说嘘熊猫在睡觉 别吵它`: words that begin with a hush or a cry are what the child said.
  const hushed = text.match(/^(.*?\p{Script=Han})()(说|喊|叫)((?:嘘|哇塞|哇|哎呀|咦)\p{Script=Han}.*)$/u);
  // `跺脚大喊这是我的`: what the child shouted, unspaced: the child's `我` stays the child's.
  const shouted = text.match(
    /^(.*?\p{Script=Han})()(大喊|大叫|大声喊|大声叫|喊着|嚷着|嚷|(?<=出来|过来|起来)(?:喊|叫))((?:这|那)(?:是|个是)\p{Script=Han}*[我你]\p{Script=Han}*|我\p{Script=Han}{1,8}|不\p{Script=Han}{1,6})(?:\s+(大家笑成了一团))?$/u,
  );
  const said =
    hushed ??
    shouted ??
    plan ??
    text.match(/^(.*?)(\s*)(说|问我|问|念叨|喊)\s+(.+)$/u) ??
    text.match(/^()()([他她]说)(\p{Script=Han}{4,})$/u) ??
    // `不肯走 说妈妈我还没玩够呢`: the child called a grown-up, then said the rest.
    text.match(new RegExp(`^(.*?\\S)(\\s*)(说)((?:${CALLED.source})(?:我|你)\\p{Script=Han}+)$`, 'u')) ??
    // `她可骄傲了 说我是大姐姐了`: the child speaks of themselves.
    text.match(/^(.*?\S)(\s+)(说)(我(?:是|会|要|也|变|很|长大|不|能|可以|最|自己).+)$/u) ??
    // `看下面的车 说车车好小`: a short exclamation of what the child saw.
    text.match(/^(.*?\S)(\s+)(说)(\p{Script=Han}{1,4}(?:好|真|太)\p{Script=Han}{1,2}(?:啊|呀|哦|喔)?)$/u) ??
    // `回来还说明天还要去`: what the child wants again, unspaced.
    text.match(/^(\p{Script=Han}*?)()(说)((?:明天|下次|下回|以后)还(?:要|想)\p{Script=Han}{1,8})$/u) ??
    // `一边追一边喊豆豆等等我`: what the child called out while doing it.
    text.match(/^((?:.*?\s)?一边\p{Script=Han}{1,3}一边)()(喊|说|叫)(\p{Script=Han}{2,10})$/u) ??
    // `看月亮 说月亮像个大饼`: what a thing looked like to the child.
    text.match(/^(.*?\S)(\s+)(说)(\p{Script=Han}{1,4}像(?:个|一个|一只|一颗|一块)?\p{Script=Han}{1,5})$/u) ??
    // `钻进去就不出来了 说这是我的家`: the child says what a thing is to them.
    text.match(/^(.*?\S)(\s+)(说)((?:这|那)(?:就)?(?:是|个是)\p{Script=Han}*我\p{Script=Han}*)$/u) ??
    // `给小熊量体温 说小熊你要乖乖吃药哦`: the child speaks to a toy or a pet by its name.
    text.match(/^(.*?\S)(\s+)(说)(\p{Script=Han}{1,4}你\p{Script=Han}+)$/u) ??
    // `一直说我不怕我不怕`: what the child kept saying, unspaced.
    text.match(
      /^(\p{Script=Han}*?(?:一直|还|又|总|老是|就))()(说)(我(?:不|是|会|要|也|能|可以|最|自己)\p{Script=Han}+)$/u,
    ) ??
    // `回来一直说我说请排队了`: the child's pride in what they said, said over and over.
    text.match(/^(\p{Script=Han}*?(?:一直|还|又|总|老是|一路))()(说)(我说\p{Script=Han}{2,10})$/u) ??
    // `洗完澡她说我变漂亮了`: after what the child did, unspaced.
    text.match(
      /^(\p{Script=Han}+?)()(?:[他她])(说)(我(?:是|会|要|也|变|很|长大|不|能|可以|最|自己)\p{Script=Han}+)$/u,
    ) ??
    rule ??
    // `一路跟人说我一点都不疼`: the child speaks of themselves, unspaced; not a grown-up's report (`老师说我没…`).
    (selfSaid && !GROWN_UP_SAID.test(selfSaid[1] ?? '') ? selfSaid : null) ??
    imagined;
  // The parent's own remarks (`吓死我了`, `还好没事`) are left out before the parent's `我` is read.
  const head = (said ? `${said[1] ?? ''}${said[2] ?? ''}${said[3] ?? ''}`.trim() : text)
    .split(' ')
    .filter((part) => !REMARK.test(part))
    .join(' ');
  const parted = fromParent(head, grownUp, hero, known);
  if (parted === undefined) return undefined;
  // The parent's remarks between the child's doings (`超好笑`, `心塞`) are left out.
  const kept = parted.split(' ').filter((part) => !REMARK.test(part));
  // A holiday or a time said alone (`端午 跟外婆学包粽子`) begins the sentence.
  const alone = (part: string) =>
    part.replace(HOLIDAY, '') === '' || part.replace(TIME, '') === '' || WEATHER_ALONE.test(part);
  // The festival itself is the story's own to tell, once, in its first scene.
  if (kept.length > 1 && (kept[0] ?? '').replace(HOLIDAY, '') === '') kept.shift();
  // `游泳课 带手臂圈`, `幼儿园表演 跳小兔子舞`: what the hero did there, told as at the lesson or the show.
  if (kept.length > 1 && EVENT.test(kept[0] ?? '') && !DOINGS.test(kept[0] ?? '') && !TIME.test(kept[0] ?? ''))
    kept[0] = `${kept[0]}上`;
  const at = (part: string) => /上$/u.test(part) && EVENT.test(part.slice(0, -1));
  // `早上 小米粥`, `下午 外婆家`: a meal or a place after its time said alone is one phrase, eaten or gone to then.
  const then = kept[1] ?? '';
  if (
    kept.length > 1 &&
    (kept[0] ?? '').replace(TIME, '') === '' &&
    (MEAL.test(then) || FAMILY_HOME.test(then) || PLACE.test(then))
  )
    kept.splice(0, 2, `${kept[0]}${kept[1]}`);
  const lead = kept.length > 1 && (alone(kept[0] ?? '') || at(kept[0] ?? '')) ? kept.shift() : '';
  const [first = '', ...more] = kept;
  const feeling = first.match(FEELING);
  const low = first.match(LOW);
  // `蔫蔫的`, `没精打采`: low in spirits, said bare, told as the hero's with what it means.
  const limp = first.match(/^(?:[他她])?(?:有点|有些|一直|一整天都?)?(蔫蔫的|蔫了|没精打采|无精打采|没精神)(?:的)?$/u);
  if (limp && more.length === 0)
    return `${lead ? `${lead}，` : ''}${hero.name}${/^蔫/u.test(limp[1] ?? '') ? '蔫蔫的，' : ''}没什么精神。`;
  const told = feeling
    ? `${hero.name}${feeling[1] ? `特别${feeling[2]}` : `可${feeling[2]}了`}`
    : low
      ? `${hero.name}${low[1] && low[1] !== '可' ? low[1] : '有点'}${low[2]}`
      : withHero(first, hero, child, context.names, grownUp, soleParentOf(context.description));
  if (told === undefined) return undefined;
  const opening = lead ? `${lead}，${told}` : told;
  const parts = [
    opening,
    ...more.map((part) => {
      const alone = part.match(FEELING);
      return alone ? (alone[1] ? `特别${alone[2]}` : `可${alone[2]}了`) : part;
    }),
  ];
  // `今天幼儿园圣诞活动 扮了小鹿`: the day's event, then what the hero did at it.
  if (/^\S*是\S+$/u.test(parts[0] ?? '') && EVENT.test(parts[0] ?? '') && parts.length > 1) {
    parts[0] = (parts[0] ?? '').replace(/是(幼儿园|幼稚园|学校|班上|班里)(?!的)(?=\p{Script=Han})/u, '是$1的');
    const next = parts[1] ?? '';
    if (DOINGS.test(next) || /^\p{Script=Han}了/u.test(next)) parts[1] = `${hero.name}${next}`;
  }
  // The hero said again before the hero's own doing, where the part before it was of something else.
  for (let index = 1; index < parts.length; index += 1) {
    const part = parts[index] ?? '';
    const before = parts[index - 1] ?? '';
    if (!OWN_DOING.test(part) || (before.startsWith(hero.name) && !before.startsWith(`${hero.name}的`))) continue;
    if (child && before.includes(child)) continue;
    // `早上Zuri死活不肯刷牙 哭了快二十分钟`: the one the parent named goes on being the one who cried.
    if (/(?:^|，)[A-Z][a-z]+\p{Script=Han}/u.test(before) && !before.includes(hero.name)) continue;
    // `豆豆是我们家小狗 吓得跑掉了`: what follows the pet's introduction is the pet's doing.
    if (PET_INTRO.test(before)) {
      parts[index] = `它${part}`;
      continue;
    }
    parts[index] = `${parts.slice(0, index).join('').includes(hero.name) ? hero.ta : hero.name}${part}`;
  }
  let sentence = pronouns(parts.join('，'), hero, child)
    .replace(/^，|，(?=，)/gu, '')
    // A sentence quoted whole ends where its words end: `…真能干！”她美得不得了`.
    .replace(/(?<=[！。？]”)，/gu, '')
    // `…，一口气吃了四个`: the hero said again only where the part before was of someone else.
    .replace(/([^，])，(?=一口气)/u, (all, last: string, at: number, whole: string) =>
      whole.replace(TIME, '').replace(/^，/u, '').startsWith(hero.name) && !/[，](?!一口气)/u.test(whole.slice(0, at))
        ? all
        : `${last}，${hero.name}`,
    )
    .replace(/睡着?的$/u, '睡着了')
    // `玩的可开心了`: how well it went is said with `得`.
    .replace(
      /(?<=[玩睡笑跑跳唱])的(?=(?:可|好|很|特别|超|真|挺)?(?:开心|高兴|起劲|认真|带劲|投入|欢|香)了?(?:，|$))/gu,
      '得',
    )
    // `一进门人好多`: what the child found on coming in, not the child's own.
    .replace(/一进(门|去|屋)(?=人(?:好|很|特别|超)?多)/u, '一进$1，发现')
    // `闹脾气说不要站不要站`: the child's own words, said twice.
    .replace(/(?<=\p{Script=Han})说((?:不要|不想|我要|我不|不)\p{Script=Han}{1,2})\1$/u, '说：“$1，$1！”')
    // `奶奶说真精神`: a grandparent's praise, in their own words.
    .replace(
      /(^|，)(奶奶|爷爷|外婆|外公|姥姥|姥爷|阿嬷|阿嫲|阿公)说((?:真|好)(?:精神|漂亮|好看|帅|棒|厉害|能干)|好看|漂亮|真棒)$/u,
      '$1$2说：“$3！”',
    )
    // `医生说牙齿很棒没有虫子`: the dentist's good news of the child's teeth, in the dentist's own words.
    .replace(
      /(^|，)(医生|牙医|护士|医生阿姨|医生叔叔|牙医阿姨|牙医叔叔)说(?:[他她]的)?((?:牙齿|小牙齿|牙|身体|嗓子|耳朵)(?:很|好|都|挺|特别|超)?(?:棒|好|健康|干净|没事)(?:的)?)(没有?(?:虫子|虫牙|蛀牙|问题|事))?$/u,
      (_all, start: string, who: string, good: string, none?: string) =>
        `${start}${who}说：“${good}${none ? `，${none.replace(/^没(?!有)/u, '没有')}` : ''}！”`,
    )
    // `后来自己张大嘴了`: the mouth opened wide, said as a story says it.
    .replace(/张大嘴(?:巴)?了$/u, '张大了嘴巴')
    // `医生说要多喝水`: the doctor's advice, in the doctor's own words.
    .replace(
      /(^|，)(医生|护士|医生阿姨|护士阿姨|医生叔叔)说((?:要|不要|别|多|少)\p{Script=Han}{2,8}?)(?:哦|啊|呀)?$/u,
      '$1$2说：“$3哦。”',
    )
    // `姥姥说吃了饺子耳朵就不冻了`: a grandparent's saying, in their own words, not a thing said of the child.
    .replace(
      /(^|，)(奶奶|爷爷|外婆|外公|姥姥|姥爷|阿嬷|阿嫲|阿公)说(吃了\p{Script=Han}+?就\p{Script=Han}+)$/u,
      '$1$2说：“$3。”',
    )
    // `又看熊猫 一直在睡觉`: the animal was the one asleep.
    .replace(/看(\p{Script=Han}{2,3})，(一直|正|还|都)在(睡觉|睡|吃东西|吃竹子)/u, '看$1，$1$2在$3')
    // `今天听说了哭了`: the child heard the news, then cried.
    .replace(/听说了(?=哭|大哭|哇哇大哭)/u, '听说了这个消息，')
    // `他又把小桶给乐乐 和好了`: the two made up.
    .replace(/(?<=\p{Script=Han})，(又)?和好了/u, '，两个人$1和好了')
    // `说对不起`: the child's own words, `说：“对不起。”`.
    .replace(/(?<=\p{Script=Han}|，)说(对不起|谢谢|再见|拜拜|没关系)$/u, '小声说：“$1。”')
    // `说团团再见`: the child's goodbye to one by name, in the child's words (not `明天再见`, a time).
    .replace(
      /(?<=\p{Script=Han}|，)说(?!明天|下次|以后|改天|待会)(\p{Script=Han}{1,3}?)(再见|拜拜)$/u,
      '说：“$1，$2。”',
    )
    // `跑来抱我说对不起，还拿小毛巾去擦地`: the hug, then the sorry in the child's words, then what else.
    .replace(/(?<=抱)(爸爸妈妈|大人|妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)说(对不起|谢谢)，/u, '住$1，小声说：“$2。”')
    .replace(/(?<=抱)(爸爸妈妈|大人|妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)(?=小声说)/u, '住$1，')
    .replace(/问大人(\S+?[吗呢])$/u, '问大人：“$1？”')
    .replace(/问大人(\S*?(?:有没有|是不是|会不会|能不能|为什么|什么|怎么)\S*)$/u, '问大人：“$1？”');
  // (How the child felt is told before the words, in the one sentence: `…，有点怕，小声说：“风在哭。”`.)
  if (imagined && said === imagined && imagined[5]) sentence = sentence.replace(/说$/u, `，${imagined[5]}，小声说`);
  if (said)
    sentence =
      `${sentence}：${quoted(`${said === plan ? '我' : ''}${said[4] ?? ''}`, said[3] === '喊' || said === shouted)}${said === shouted && shouted[5] ? `${shouted[5]}。` : ''}`
        .replace(/问大人：“([^，”]+)，/u, (all, who: string) =>
          CALLED.test(who) && who.length <= 2 ? `问${who}：“${who}，` : all,
        )
        // `跟我说 妈妈你看…`: told to the one the child called.
        .replace(/([跟对])大人说：“([^，”]+)，/u, (all, to: string, who: string) =>
          CALLED.test(who) && who.length <= 2 ? `${to}${who}说：“${who}，` : all,
        );
  // `拿了块饼干去哄`: went to comfort the one other child the day named (the story's own children, placeholders in
  // Latin letters, are not the one the parent left unsaid).
  const others = context.names.filter((name) => name !== hero.name && /^\p{Script=Han}+$/u.test(name));
  if (others.length === 1) sentence = sentence.replace(/去哄(?=[，。]|$)/u, `去哄${others[0]}`);
  // `去他家开派对`: the home of the one other person the day named, not the child's own.
  if (others.length === 1) sentence = sentence.replace(/(?<=去|到|在)[他她]家(?=\p{Script=Han})/u, `${others[0]}家`);
  // The day's names as the story spells them.
  for (const name of context.names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    sentence = sentence.replace(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'giu'), name);
  }
  // After a sentence that names the hero, the hero is said by the pronoun.
  if (context.afterHero && hero.ta !== hero.name) sentence = sentence.replace(heroNamed(hero), hero.ta);
  sentence = folks(sentence, raw, grownUp);
  // (The hero's name counts as a name of two characters though spelt in Latin letters: `Zuri有点害怕` is as long as
  // `小熊有点害怕`.)
  const length = [...sentence.replaceAll(hero.name, '宝宝')].filter((char) => HAN.test(char)).length;
  if (length < 5 || length > 44 || /[a-z]{2,}/iu.test(sentence.replace(/[A-Z][a-z]+/gu, ''))) return undefined;
  return /[。”]$/u.test(sentence) ? sentence : `${sentence}。`;
}

/** Characters too small to say on their own what a clause told. */
const SMALL = new Set([...'的了着过是在和跟也还就又都很好太真我你他她它们个一这那有把被给说吧呢啊呀哦嘛吗啦么']);

/** A clause's keys: its runs of two Han characters that are not both small, and its Latin words. */
function keys(clause: string): string[] {
  const full = clean(clause).toLowerCase();
  // A bare typed doing the story says in its own way (`洗澡` as `洗了个香喷喷的澡`, `滑滑梯`, `画画`): told by its verb
  // and its thing wherever the parent's words say them (`晚上洗澡玩了半天泡泡`), not by the story's own way of saying it.
  // A bare typed `唱歌` is told by any singing of the day (`回家一直唱`).
  if (/^唱(?:歌|儿歌)$/u.test(clause.trim())) return ['唱'];
  // A typed `接爸爸` is told by the parent's own words of that grown-up coming back (`爸爸出差…今天终于回来了`).
  const fetched = clause.trim().match(/^(?:去)?接(妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)(?:回家|回来|下班)?$/u);
  if (fetched) return [fetched[1] ?? '', '回'];
  // A bare typed `喝粥` is told by `熬了小米粥 她喝了半碗`: the drink and the drinking in the parent's own words.
  const drink = clause.trim().match(/^喝(粥|奶|汤|牛奶|米汤)$/u);
  if (drink) return ['喝', drink[1] ?? ''];
  // A bare typed doing of a verb and its one-character thing that parents split (`摔跤` as `摔了一跤`, `理发` as
  // `理了个发`, `玩水` as `玩充气小水池 打水仗`): told by the verb and the thing wherever the parent's words say both.
  // (`踢球` as `踢了会球`, `打球` as `打了一会儿球`, `吃药` as `吃了退烧药`.)
  const split = clause
    .trim()
    .match(/^(摔|理|剪|洗|游|散|跑|玩|睡|跳|唱|滑|踢|打|拍|吃)(跤|发|澡|泳|步|水|觉|舞|歌|雪|冰|球|药)$/u);
  // A typed `自己上厕所` is told by the parent's `自己坐马桶尿尿了`: the wee, in any words.
  if (/^(?:自己)?(?:上厕所|上马桶|坐马桶|尿尿|如厕)$/u.test(clause.trim())) return ['尿'];
  // A typed `捡树叶` is told by `捡落叶`, `捡了一大把银杏叶`: the picking up and the leaves.
  if (/^捡(?:树叶|落叶|叶子|银杏叶)$/u.test(clause.trim())) return ['捡', '叶'];
  // A typed `找汪汪` is told by the parent's own words of the lost toy or pet (`汪汪丢了…原来掉在购物车里了`).
  const sought = clause.trim().match(/^找(\p{Script=Han}{2,4})$/u);
  if (sought && /^(\p{Script=Han})\1$/u.test(sought[1] ?? '')) return [sought[1] ?? ''];
  // A typed `看窗外` is told by the parent's `趴在窗户上看外面`: the window and the looking out, in any words.
  if (/^(?:趴在窗边|在窗边)?看窗外(?:的风景)?$/u.test(clause.trim())) return ['窗', '看', '外'];
  // A typed `跟表哥玩` is told by the parent's own words of that day with them (`表哥乐乐也来了…一起看绘本`).
  const played = clause.trim().match(/^(?:跟|和)(\p{Script=Han}{2,3}?)(?:一起)?玩(?:了|耍)?$/u);
  if (played && !SMALL.has([...(played[1] ?? '')][0] ?? '')) return [played[1] ?? ''];
  // A typed `表姐来玩` is told by the parent's own words of the visit with the visitor's name (`表姐朵朵来家里玩`).
  const visit = clause.trim().match(/^(\p{Script=Han}{1,4}?)(?:今天)?来(?:家里|我家|我们家)?(?:玩|做客)了?$/u);
  if (visit) return [visit[1] ?? '', '来', /做客/u.test(clause) ? '做客' : '玩'];
  // A typed `喂猫` is told by the parent's own feeding of that pet by name (`中午喂咪咪吃猫粮`): the feeding and its food.
  const fed = clause.trim().match(/^喂(?:小|喂)?(猫|狗|鱼|兔)(?:咪|狗|子)?$/u);
  if (fed) return ['喂', fed[1] ?? ''];
  // A typed `听故事` is told by any story of the day, read or told (`抱着他在沙发上讲故事`).
  if (/^(?:听|讲|读)故事$/u.test(clause.trim())) return ['故事'];
  // A typed `滑雪橇` is told by `用塑料盆当雪橇滑了好几趟`: the sliding and the sled, in any order.
  const slid = clause.trim().match(/^(滑|坐)(雪橇|滑梯)$/u);
  if (slid) return [slid[1] ?? '', slid[2] ?? ''];
  if (split) return [split[1] ?? '', split[2] ?? ''];
  const typed = clause.trim().match(/^(洗|画|跳|滑|玩|看|读|翻)(\p{Script=Han}{1,3})$/u);
  if (typed && full !== clause.trim())
    return [...new Set([typed[1] ?? '', (typed[2] ?? '').replace(/^画$/u, '')])].filter(Boolean);
  // What the child said (`还跟我说 妈妈我是小企鹅`) is told only by its words, said as they were: the story's hero
  // (`小企鹅`) or grown-up (`妈妈`) saying some of its characters does not tell it.
  const spoken = full.match(/^(.*?)(?:说|问我?|念叨|喊)\s+(\S+)/u);
  const words = spoken?.[2]?.replace(new RegExp(`^(?:${CALLED.source})`, 'u'), '') ?? '';
  const cleaned = hanLength(words) >= 3 ? (spoken?.[1] ?? '') : full;
  // A bare doing (`捡贝壳`) is told by the story's `挖沙子` as by its `捡了好多贝壳`: its verb and its thing.
  const text = /[了过着]/u.test(cleaned) ? cleaned : cleaned.replace(BARE, '$2');
  const verb = text === cleaned ? [] : [cleaned.match(BARE)?.[1] ?? ''];
  const pairs: string[] = [];
  for (const run of text.match(/\p{Script=Han}+/gu) ?? []) {
    const chars = [...run];
    for (let index = 0; index < chars.length - 1; index += 1) {
      const pair = `${chars[index]}${chars[index + 1]}`;
      if (!SMALL.has(chars[index] ?? '') || !SMALL.has(chars[index + 1] ?? '')) pairs.push(pair);
    }
  }
  const latin = (text.match(/[a-z]{3,}/gu) ?? []).filter((word) => word !== 'der');
  return [...new Set([...verb, ...pairs, ...latin, ...(cleaned === full ? [] : [words])])];
}

/** Words that are relations or pet words, never a child's name, though doubled (`妈妈`, `宝宝`). */
const KIN =
  /^(?:妈妈|爸爸|爷爷|奶奶|姥姥|姥爷|公公|婆婆|哥哥|弟弟|姐姐|妹妹|叔叔|伯伯|舅舅|姑姑|姨姨|婶婶|宝宝|宝贝|狗狗|猫猫|兔兔|天天|常常|慢慢|好好|乖乖|开开|高高|哈哈|嘻嘻|呜呜|哇哇|嗷嗷|咯咯|刚刚|渐渐|偷偷|悄悄|静静|轻轻|紧紧|早早|满满|大大|快快|默默)$/u;

/** A neighbour's or a classmate's doubled name (`隔壁的乐乐`, `同学果果`): a child of the day. */
function names(description: string): string[] {
  const found = [
    ...simplified(description).matchAll(
      /(?:隔壁的?|邻居家?的?|对门的?|同学|朋友|小伙伴|叫|遛|哥哥|姐姐|弟弟|妹妹|表哥|表姐)((\p{Script=Han})\2)/gu,
    ),
  ]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== '' && !KIN.test(name));
  // `好朋友小米今天搬走了`, `表妹小米来家里住两天`: a friend or a cousin called 小 and one more character, said before
  // what they did.
  for (const match of simplified(description).matchAll(
    /(?:朋友|小伙伴|同学|[表堂](?:哥|姐|弟|妹))(小\p{Script=Han})(?=今天|昨天|要|也|就|把|跟|和|给|说|来|\s|$)/gu,
  ))
    if (match[1] && !/^小(?:名|手|脚|脸|时)$/u.test(match[1])) found.push(match[1]);
  // `流浪猫小黑好几天木见了`, `我们家狗狗豆豆`: a pet called 小 and one more character, or a doubled name.
  for (const match of simplified(description).matchAll(
    /(?:猫|狗|猫咪|狗狗|兔子|仓鼠|乌龟|鹦鹉|小鸟)(小\p{Script=Han}|(\p{Script=Han})\2)(?=今天|昨天|早上|趁|飞|好几天|几天|又|也|就|被|不见|没|木|走|死|跑|丢|\s|$)/gu,
  ))
    if (match[1] && !KIN.test(match[1]) && !/^小(?:时|手|脚|脸|窝|屋|碗)$/u.test(match[1])) found.push(match[1]);
  // `喂我们家狗狗黑糖`: a pet of the family called by any two characters, said last in its phrase.
  for (const match of simplified(description).matchAll(
    /我们家的?(?:狗狗|猫咪|小狗|小猫|狗|猫)((?!狗|猫)\p{Script=Han}{2})(?=\s|$)/gu,
  ))
    if (match[1] && !KIN.test(match[1])) found.push(match[1]);
  // `我们家柯基豆包早上把她的袜子叼跑了`, `家里的小狗豆包这两天不吃东西`: a family pet called by its breed or its kind,
  // then its name, then what it did.
  for (const match of simplified(description).matchAll(
    new RegExp(
      `(?:我们家|我家|家里)的?(?:那只|那条)?大?(?:${BREED}|狗狗|猫咪|小狗|小猫|小兔子?|仓鼠|乌龟)((?![狗猫咪兔])\\p{Script=Han}{2})(?=今天|昨天|这两天|这几天|最近|早上|上午|中午|下午|晚上|把|又|也|就|被|跑|叼|咬|追|舔|不吃|生病|病了|拉肚子|吐了|\\s|$)`,
      'gu',
    ),
  ))
    if (match[1] && !KIN.test(match[1])) found.push(match[1]);
  // `大福是我们家柴犬`: a pet named by the parent's introduction of it.
  for (const match of simplified(description).matchAll(
    new RegExp(`(?<=^|\\s)(\\p{Script=Han}{2})是(?:我们|我)?家的?(?:小)?(?:狗|狗狗|猫|猫咪|${BREED})`, 'gu'),
  ))
    if (match[1] && !KIN.test(match[1])) found.push(match[1]);
  return [...new Set(found)];
}

/** A day off asked for by the parent (`跟幼稚园请了假`) is the child not going, not the child asking. */
// (`妈妈请假在家陪她`: a grown-up's leave is from work, and the grown-up stayed home with the child.)
const dayOff = (told: string | undefined) =>
  told
    ?.replace(/^((?:妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)(?:今天)?)请了?假在家/u, '$1请了假，在家')
    .replace(/(?:跟|向)(幼儿园|幼稚园|托班|学校)请了?假/u, '没去$1')
    .replace(/请了?假在家/u, '没去幼儿园，在家');

/**
 * An animal of the hero's own kind that the child fed or stroked (`喂小兔子吃菜叶` for a bunny hero): a baby of that kind
 * (`兔宝宝`), never the hero doing it to itself (`小兔子喂小兔子`).
 */
function ofKind(clause: string, hero: R): string {
  const kind = hero.name.replace(/^小/u, '');
  if (kind === hero.name || kind === '') return clause;
  const escaped = hero.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return clause.replace(new RegExp(`(?<=[喂摸抱逗追看])了?${escaped}`, 'gu'), `${kind}宝宝`);
}

/** `zuri把小铲子弄丢了`: a child's name typed in lower case on a phone is that child, spelt as the story spells it. */
function spelt(clause: string, context: RetellContext): string {
  let text = clause;
  for (const kid of context.children ?? [])
    if (/^\p{Script=Latin}+$/u.test(kid))
      text = text
        .replace(new RegExp(`(?<!\\p{Script=Latin})${kid}(?!\\p{Script=Latin})`, 'giu'), kid)
        // `一开门zuri就冲过去`: the child named after the moment is who did it, said first.
        .replace(new RegExp(`^(一(?:开门|进门|到家|回家|下车|看到|看见|见到))${kid}(?=就)`, 'u'), `${kid}$1`);
  return text;
}

export const zh: Reteller = {
  clauses,
  names,
  retell: (clause, context) => dayOff(retell(ofKind(spelt(clause, context), context.hero as R), context)),
  keys,
  has: (text, key) => text.includes(key),
  // An afternoon nap (`下午睡了好久`) is no bedtime.
  // `早上第一次自己刷牙`: the morning's teeth are the morning's, not the evening's.
  // `晚上外婆做了红烧肉 吃了两碗饭`: bowls of rice eaten, without a time of their own, are supper's.
  // `又看熊猫 一直在睡觉`: an animal asleep at the zoo is the afternoon's, not the child's bedtime.
  // `一上车就睡着了`: asleep in the car on the way home is the outing's end, not bedtime.
  // `回来外婆煮了红糖姜水 喝完就犯困了`: sleepy after the warm drink of the day's end is the evening's.
  evening:
    /^(?!(?:今天)?(?:下午|中午|早上|早晨|上午|一早|今早))(?!.*(?:夜市|灯会|看灯|花灯|庙会))(?!.*(?:熊猫|考拉|狮子|老虎|动物|猴子|树懒|熊).{0,10}(?:在睡觉|睡着|睡大觉))(?!.*(?:上车|车上|回来路上|回家路上).{0,3}睡着).*?(?:晚上|晚饭|今晚|睡前|睡觉|睡着|哄睡|不肯睡|不想睡|洗澡|冲凉|洗香香|洗完澡|洗了澡|洗了个澡|刷牙|泡脚|泡了泡脚|一晚上|夜里|半夜|(?<!回家|到家)倒头就睡|(?<=喝完|吃完|洗完澡|吃饱)就犯困|(?<!午)睡了(?![一两二三四五六七八九十几半个\d]))|^(?!.*(?:早上|早饭|早餐|上午|中午|午饭|下午|幼儿园|老师)).*吃了(?:[两三四]|好几)碗饭/su,
  afternoon: /下午|午饭后|午觉后|午睡后|睡醒午觉/u,
  morning: /早上(?!的事)|早晨|早饭|早餐|一早|今早|上午|起床|送园|入园|送幼儿园|穿袜子|穿衣服/u,
};
