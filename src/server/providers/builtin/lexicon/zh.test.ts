import { describe, expect, it } from 'vitest';
import { storyOfDay } from '../story/day-story.ts';
import { readText } from './read.ts';

/** What the Chinese lexicon reads in a parent's words: the ids found, and whether anything else was said. */
const read = (text: string) => {
  const found = readText([text], 'zh');
  return {
    ids: [...found.people, ...found.places, ...found.things, ...found.mishaps, ...found.events],
    unknown: found.hasUnknown,
  };
};

describe('the Chinese lexicon', () => {
  it('reads a balcony for the moon as no garden, and flowers on it as gardening', () => {
    expect(readText(['晚上在阳台看月亮'], 'zh').places).not.toContain('garden');
    expect(readText(['在阳台种花'], 'zh').places).toContain('garden');
  });

  it('reads a late bus and a long wait as the day’s tiring trouble', () => {
    expect(readText(['本来十点发车 结果晚点了快一个小时'], 'zh').mishaps).toContain('tired');
    expect(readText(['在机场等了好久'], 'zh').mishaps).toContain('tired');
    // A small child who cannot sit still through the wait: the same trouble, told with it.
    expect(readText(['她坐不住'], 'zh').mishaps).toContain('tired');
  });

  it('reads crying that stopped as no trouble, and a newborn cousin as a baby, no brother', () => {
    expect(readText(['后来就不哭了'], 'zh').mishaps).not.toContain('cried');
    expect(readText(['一坐上去就哭'], 'zh').mishaps).toContain('cried');
    expect(readText(['小姨家生了个小弟弟'], 'zh').people).toContain('baby');
    expect(readText(['小姨家生了个小弟弟'], 'zh').people).not.toContain('brother');
  });

  it('reads windmills seen on the way as no wind, and a visit to family in the countryside as no farm', () => {
    expect(readText(['路上看见好多大风车在转'], 'zh').things).not.toContain('wind');
    expect(readText(['外面风好大'], 'zh').things).toContain('wind');
    expect(readText(['今天坐大巴去乡下看太奶奶'], 'zh').places).not.toContain('farm');
    expect(readText(['周末去乡下摘草莓'], 'zh').places).toContain('farm');
  });

  it('reads the child’s part as a snowflake in a show as no snow, and snowflakes falling as snow', () => {
    expect(readText(['宝贝演小雪花'], 'zh').things).not.toContain('snow');
    expect(readText(['雪花落在窗户上'], 'zh').things).toContain('snow');
  });

  it('finds the people, places, things and mishaps of a day told in everyday words', () => {
    expect(read('今天和奶奶一起去公园喂小鸭子。后来她骑滑板车摔了一跤，膝盖擦破了。')).toEqual({
      ids: ['grandma', 'park', 'ducks', 'scooter', 'fell', 'hurt'],
      unknown: false,
    });
    expect(read('爸爸带我们去农场，看到了奶牛和拖拉机，还吃了冰淇淋。')).toEqual({
      ids: ['dad', 'farm', 'cow', 'icecream', 'tractor'],
      unknown: false,
    });
  });

  it('does not read a word hidden inside an unrelated one', () => {
    // 牛奶 is milk, not a cow; 马上 is "at once", not a horse; 气球 is a balloon, not a ball; 风筝 a kite, not wind;
    // 沙发 a sofa, not sand; 热闹 lively, not a tantrum; 累死了 "so tired", not a death; 雪糕 an ice lolly, not snow.
    expect(read('喝牛奶').ids).toEqual([]);
    expect(read('马上睡觉').ids).toEqual([]);
    expect(read('拿着气球').ids).toEqual(['balloon']);
    expect(read('放风筝').ids).toEqual(['kite']);
    expect(read('坐在沙发上').ids).toEqual(['livingRoom']);
    expect(read('公园里好热闹').ids).toEqual(['park']);
    expect(read('今天累死了').ids).toEqual(['tired']);
    expect(read('吃雪糕').ids).toEqual(['icecream']);
    expect(read('看到猫头鹰').ids).toEqual([]);
    expect(read('摔坏了玩具').ids).toEqual(['broke']);
    expect(read('很伤心').ids).toEqual(['cried']);
  });

  it('reads a plan that fell through by the place that was shut or the wasted trip, and a pout after it as no temper', () => {
    expect(read('本来要去动物园看长颈鹿 结果动物园闭园维修 白跑一趟 宝宝嘟着嘴不高兴').ids).toEqual(['zoo', 'letDown']);
    expect(read('博物馆周一闭馆').ids).toContain('letDown');
    expect(read('到了才发现没开门').ids).toEqual(['letDown']);
    expect(read('他不高兴 发脾气').ids).toEqual(['tantrum']);
  });

  it('reads family words of every region, and troubles as parents write them', () => {
    expect(read('跟把拔去姥姥家').ids).toEqual(['dad', 'grandma', 'grandparents']);
    expect(read('和ah ma去巴刹买菜').ids).toEqual(['grandma', 'shop', 'market']);
    expect(read('他吓的捂着耳朵').ids).toEqual(['scared']);
    expect(read('跟哥哥抢玩具吵起来').ids).toEqual(['brother', 'tantrum']);
    expect(read('兔兔落在车上了').ids).toEqual(['rabbit', 'lost']);
    expect(read('家里的狗狗走了 养了十年').ids).toEqual(['dog', 'died']);
    expect(read('躲在外婆身后不肯唱').ids).toEqual(['grandma', 'shy']);
    expect(read('第一次剪头发').ids).toEqual(['firstDay', 'haircut']);
    // A temple fair is a market of stalls; bread thrown to the ducks is no one's supper.
    expect(read('大年初二逛庙会').ids).toEqual(['market']);
    expect(read('他把面包都丢给鸭子吃了').ids).toEqual(['ducks']);
  });

  it('does not read a fright, a fall or a play place into words that only look like one', () => {
    // 不怕 is "not afraid"; 打滚 on the grass is play; 夹菜 is picking up food; 动画片 is a cartoon; 旋转木马 a carousel.
    expect(read('一点都不怕').ids).toEqual([]);
    expect(read('在草地上打滚').ids).toEqual(['park']);
    expect(read('用筷子夹到了菜').ids).toEqual([]);
    expect(read('看动画片').ids).toEqual([]);
    expect(read('坐旋转木马').ids).toEqual(['playground']);
    expect(read('去海洋馆看鲨鱼').ids).toEqual(['aquarium']);
  });

  it('notices what it does not know, and only that', () => {
    expect(read('上柔道课').unknown).toBe(true);
    expect(read('和姑姑视频聊天')).toEqual({ ids: ['aunt'], unknown: true });
    expect(read('我们今天玩得很开心').unknown).toBe(false);
  });
  it('reads a rabbit lantern as no rabbit, and a rabbit seen or fed as one', () => {
    expect(read('元宵节 奶奶给买了个兔子灯').ids).not.toContain('rabbit');
    expect(read('在农场喂兔子').ids).toContain('rabbit');
    expect(read('看到一只兔子').ids).toContain('rabbit');
  });

  it('tells a visit to one grandparent as that grandparent, and the subway as no countryside train', () => {
    for (const seed of ['s0', 's1', 's2', 's3']) {
      const story = storyOfDay('zh', '搭地铁去外婆家 下车才发现兔兔落在车上了 哭了一路', { seed });
      const text = story.scenes.map((scene) => scene.text).join('\n');
      expect(text, seed).not.toMatch(/爷爷奶奶|爷爷|奶牛|绵羊|大树|火车/u);
      expect(text, seed).toContain('外婆');
    }
  });

  it('reads words of Taiwan and Singapore, a slip in the bath, a push, a grandparent going home and a day off sick', () => {
    expect(read('跟幼稚园请假 一直流鼻水').ids).toEqual(['rainyWindow', 'sick']);
    expect(read('今天去幼稚园').ids).toEqual(['daycare']);
    expect(read('childcare放学 回家冲凉').ids).toEqual(['bathroom', 'daycare']);
    expect(read('幼幼班 洗香香').ids).toEqual(['bathroom', 'daycare']);
    expect(read('去东海岸骑脚车').ids).toEqual(['beach', 'bike']);
    expect(read('洗澡的时候滑了一下 出了点血').ids).toEqual(['bathroom', 'fell', 'hurt']);
    expect(read('推了人家一下').ids).toEqual(['tantrum']);
    expect(read('奶奶今天回老家了 送到高铁站').ids).toContain('goodbye');
    expect(read('过年回老家').ids).not.toContain('goodbye');
    expect(read('爷爷今天坐飞机回老家了').ids).toContain('goodbye');
    expect(read('外婆今天回去了 他早上起来找不到外婆').ids).toEqual(['grandma', 'missing', 'goodbye']);
    // 一起包饺子 is dumplings made together, no bump on the head.
    expect(read('全家一起包饺子').ids).toEqual([]);
    expect(read('头撞到茶几 起了个包').ids).toEqual(['hurt']);
    // 心疼 is love and 痛快 is fun, no hurt.
    expect(read('奶奶最心疼她').ids).toEqual(['grandma']);
    expect(read('玩得很痛快').ids).toEqual([]);
    expect(read('起飞的时候耳朵疼').ids).toEqual(['hurt']);
    // A grandparent going home is no holiday of the child's.
    expect(read('奶奶今天回老家了').ids).not.toContain('holiday');
  });

  it('keeps a sick child home from kindergarten, with no clean plate at supper', () => {
    for (const seed of ['s0', 's1', 's2', 's3', 's4', 's5']) {
      const story = storyOfDay('zh', '感冒了 一直流鼻水 今天跟幼稚园请假 在家看巧虎 吃了两口就不吃了', {
        seed,
        activities: ['activity-daycare'],
      });
      const text = story.scenes.map((scene) => scene.text).join('\n');
      expect(text, seed).not.toMatch(/幼儿园|吃得干干净净|吃起来特别香/u);
    }
  });
  it('reads a barber and an older child as no brother, howling and fussing as trouble, a book title as no bug', () => {
    expect(read('理发师小哥哥拿了个小汽车给他玩').ids).not.toContain('brother');
    expect(read('理发师小哥哥拿了个小汽车给他玩').ids).toContain('uncle');
    expect(read('跟一个小姐姐玩滑梯').ids).not.toContain('sister');
    expect(read('剪头发 全程嚎').ids).toContain('cried');
    expect(read('结果我一喂奶她就闹').ids).toContain('tantrum');
    expect(read('有一本是好饿的毛毛虫').ids).toEqual(['book']);
    // A shut kindergarten is a day at home; boxes to build with are no move; a river is no park.
    expect(read('台风天 幼儿园停课').ids).not.toContain('daycare');
    expect(read('用纸箱搭了个小房子').ids).not.toContain('moving');
    expect(read('跟爷爷去河边钓鱼').ids).not.toContain('park');
  });
  it('reads playing a piglet on the floor as no school, a game called after a mum as no mum, and bath foam as no snow', () => {
    // `地上学小猪` holds `上学` (going to school): on the floor, playing an animal.
    expect(read('他趴在地上学小猪哼哼叫').ids).not.toContain('daycare');
    expect(read('今天送他去上学').ids).toContain('daycare');
    expect(read('跟妹妹小米玩自己编的游戏叫小猪找妈妈').ids).not.toContain('mum');
    expect(read('晚上讲了小蝌蚪找妈妈').ids).not.toContain('mum');
    expect(read('洗澡的时候还把泡泡堆在头上说自己是雪人').ids).not.toContain('snow');
    expect(read('下雪了 在楼下堆了个雪人').ids).toContain('snow');
  });

  it('reads the picture book’s caterpillar and a caterpillar puppet as no bug of the day', () => {
    expect(read('老师问毛毛虫吃了什么').ids).not.toContain('snail');
    expect(read('后来还做了个毛毛虫手偶').ids).not.toContain('snail');
    expect(read('在草地上看到一条毛毛虫').ids).toContain('snail');
  });

  it('reads a cat named after 家的猫 as a pet by its name', () => {
    const story = storyOfDay('zh', '奶奶家的猫咪咪生了四只小猫 他看了一下午', { seed: 's0', activities: [] });
    // Wished goodnight by name, not as a kitten.
    expect(story.scenes.at(-1)?.text).toMatch(/晚安，[^；。”]*咪咪/u);
  });
  it('reads a named pet that died as a death, a push that made another cry as a quarrel, 小区 as no walk', () => {
    // The pet's name is read apart first: its kind and its death are left with a space between.
    expect(read('家里的小乌龟 死了 早上发现的').ids).toContain('died');
    expect(read('跟爸爸一起把 埋在楼下的桂花树下面').ids).toContain('died');
    expect(read('他把表弟推哭了').ids).toContain('tantrum');
    expect(read('两个人抢小汽车').ids).toContain('tantrum');
    expect(read('积木推倒了').ids).not.toContain('tantrum');
    expect(read('下午在小区滑滑梯').ids).not.toContain('street');
    expect(read('在小区转了三圈').ids).toContain('street');
  });
  it('tells a small pet that died by its kind with 小, as a child says it', () => {
    const story = storyOfDay('zh', '家里的小乌龟慢慢死了 早上发现的 他哭了好久', { seed: 's0', activities: [] });
    const text = story.scenes.map((scene) => scene.text).join('');
    expect(text).not.toMatch(/(?<!小)乌龟慢慢/u);
  });
  it('reads cold hands, a scraped knee, a broken toy and wanting all the sweets as the day’s small trouble', () => {
    expect(read('小手冻得冰凉').ids).toContain('hurt');
    expect(read('手指头冻僵了').ids).toContain('hurt');
    expect(read('手好冷').ids).toContain('hurt');
    expect(read('今天好冷').ids).not.toContain('hurt');
    expect(read('小脸冻得通红').ids).not.toContain('hurt');
    expect(read('摔破了膝盖').ids).toContain('hurt');
    expect(read('她最喜欢的小汽车坏了').ids).toContain('broke');
    expect(read('累坏了').ids).not.toContain('broke');
    expect(read('乐坏了').ids).not.toContain('broke');
    expect(read('想把糖全吃了').ids).toContain('tantrum');
    expect(read('闹着要吃糖').ids).toContain('tantrum');
    expect(read('手套丢了一只').ids).toContain('lost');
  });
  it('tells cold hands in scene 3 without a made-up bump', () => {
    const story = storyOfDay('zh', '今天好冷 去公园喂鸭子 小手冻得冰凉 回家喝了热牛奶', { seed: 'a' });
    const three = story.scenes[2]?.text ?? '';
    expect(three).toContain('小手冻得冰凉');
    expect(three).not.toMatch(/磕|洒|摔/u);
  });

  it('reads grandparents who came from their hometown as a day at home, not a visit to them', () => {
    expect(readText(['爷爷奶奶从老家过来了 带了一大袋砂糖橘'], 'zh').places).toEqual(['livingRoom']);
    expect(readText(['周末回老家看爷爷奶奶'], 'zh').places).toContain('grandparents');
  });

  it('reads a ride on the Taipei or Hong Kong metro as the train', () => {
    expect(readText(['今天跟把拔去坐捷运'], 'zh').places).toContain('train');
    expect(readText(['搭港铁去海洋公园'], 'zh').places).toContain('train');
  });

  it('reads the family dog running off with the child’s sock as a thing gone', () => {
    expect(readText(['我们家柯基豆包早上把她的袜子叼跑了'], 'zh').mishaps).toContain('lost');
  });

  it('reads the firefighter called 姐姐 or 叔叔 as the day’s helper, no sister', () => {
    const people = readText(['消防员叔叔让他戴了头盔 一个消防员姐姐从车底下帮他捡回来'], 'zh').people;
    expect(people).not.toContain('sister');
    expect(people).toEqual(expect.arrayContaining(['aunt', 'uncle']));
  });

  it('reads the nurse and the hairdresser called 姐姐 or 阿姨 as no sister or family', () => {
    const people = readText(['护士姐姐给了一个小贴纸 理发阿姨给了她一颗糖'], 'zh').people;
    expect(people).toContain('doctor');
    expect(people).not.toContain('sister');
  });
  it('reads chaos at home (鸡飞狗跳) as no dog, and a dog said in everyday words as one', () => {
    expect(readText(['他也哭 鸡飞狗跳'], 'zh').things).not.toContain('dog');
    expect(readText(['楼下的大狗一直叫'], 'zh').things).toContain('dog');
    expect(readText(['被狗吓哭了'], 'zh').things).toContain('dog');
  });

  it('reads an ice rink or a mall as an outing in town, the mall’s soft play as play, and shopping as shopping', () => {
    expect(readText(['周末带他去商场里的溜冰场 商场圣诞树已经摆出来了'], 'zh').places).toEqual(['street']);
    expect(readText(['约了糖糖一起去商场的淘气堡'], 'zh').places).toEqual(['playground']);
    expect(readText(['去商场买衣服'], 'zh').places).toEqual(['shop']);
    // A Christmas tree up in the mall or a rehearsal weeks before is no holiday.
    expect(readText(['商场圣诞树已经摆出来了'], 'zh').events).toEqual([]);
    expect(readText(['今天幼儿园圣诞节彩排'], 'zh').events).toEqual([]);
    expect(readText(['平安夜吃苹果'], 'zh').events).toContain('holiday');
  });

  it('reads a fight over the remote or a toy, and hitting a sibling, as the trouble', () => {
    expect(readText(['回家跟姐姐抢遥控器'], 'zh').mishaps).toContain('tantrum');
    expect(readText(['跟浩浩抢一个奥特曼'], 'zh').mishaps).toContain('tantrum');
    expect(readText(['他气得打了妹妹一下'], 'zh').mishaps).toContain('tantrum');
  });

  it('reads the commonest words in traditional characters', () => {
    const found = readText(['今天幼稚園彩排 老師說超可愛 放學阿公載他去吃豆花 回家跟姊姊搶遙控器'], 'zh');
    expect(found.places).toContain('daycare');
    expect(found.people).toEqual(expect.arrayContaining(['teacher', 'grandpa', 'sister']));
    expect(found.mishaps).toContain('tantrum');
    expect(readText(['媽媽帶她去公園 阿嬤也來了'], 'zh').people).toEqual(expect.arrayContaining(['mum', 'grandma']));
  });
  it('reads hair wet with sweat as no water play, and clothes soaked in play as water', () => {
    expect(readText(['出来满头大汗 头发都湿透了'], 'zh').things).not.toContain('water');
    expect(readText(['玩喷泉玩得衣服都湿透了'], 'zh').things).toContain('water');
  });
  it('reads a cat or dog named after a food as the pet, not the food', () => {
    const found = readText(['回家跟我们家的猫橘子说 我看到大鲨鱼了'], 'zh');
    expect(found.things).toContain('cat');
    expect(found.things).not.toContain('fruit');
    expect(readText(['狗狗汤圆今天打针了'], 'zh').things).toEqual(['dog']);
    expect(readText(['吃了两个橘子'], 'zh').things).toContain('fruit');
  });
  it('reads the swimming coach as no brother, and a child who will not go in the water as afraid', () => {
    expect(read('教练哥哥拿水枪逗他').ids).toEqual(['teacher', 'water']);
    expect(read('一开始死活不肯下水').ids).toEqual(['scared']);
    expect(read('推子一响就哭的可伤心了').ids).toEqual(['cried', 'scared']);
    expect(read('鲨鱼游过去的时候他紧紧抓着爸爸的手').ids).toContain('scared');
    // A hand gripped tight in the dentist's chair.
    expect(read('他一开始紧紧攥着我的手').ids).toContain('scared');
    // The digger two children fight over is a toy.
    expect(read('两个人抢那个挖掘机').ids).toContain('toyCar');
    // Walking the dog is out on the street, with the dog.
    expect(read('早上跟姥爷去遛狗狗旺财').ids).toEqual(expect.arrayContaining(['street', 'dog']));
  });
  it('reads the potty as no pony, a wee in the pants as the little accident, and a new room as unease', () => {
    expect(read('跑去坐小马桶').ids).not.toContain('horse');
    expect(read('坐在小马椅子上').ids).not.toContain('horse');
    expect(read('去农场骑小马').ids).toContain('horse');
    expect(read('下午玩的太疯又尿裤子了').ids).toContain('spilled');
    expect(read('第一次睡新房间 有点不习惯').ids).toContain('scared');
  });
  it('reads medicine taken as a sick day, but not the child telling a toy to take its medicine', () => {
    expect(read('下午睡醒好多了 还给小熊量体温 说小熊你要乖乖吃药哦').ids).not.toContain('sick');
    expect(read('吃了药就睡了').ids).toContain('sick');
  });
  it('reads the illnesses parents name as a sick day, and a door’s pinch or a nosebleed as a hurt', () => {
    expect(read('甲流了').ids).toEqual(['sick']);
    expect(read('诺如中招了').ids).toEqual(['sick']);
    expect(read('积食了 不肯吃饭').ids).toContain('sick');
    expect(read('手被门夹了一下').ids).toEqual(['hurt']);
    expect(read('流鼻血了').ids).toEqual(['hurt']);
  });

  it('reads a brother’s or sister’s school day as no daycare of the child’s own (`哥哥乐乐放学回来`)', () => {
    expect(readText(['哥哥乐乐放学回来 带Zuri下楼遛豆豆'], 'zh').places).not.toContain('daycare');
    expect(readText(['姐姐上学去了 我们在家搭积木'], 'zh').places).not.toContain('daycare');
    expect(readText(['放学阿公载他去吃豆花'], 'zh').places).toContain('daycare');
    expect(readText(['今天送园没哭'], 'zh').places).toContain('daycare');
  });

  it('reads a fear at lights-out (`说怕`, `不敢睡`, a wolf in the wardrobe) as fear, and the wolf sent away as no goodbye', () => {
    expect(read('今晚关灯突然说怕').ids).toContain('scared');
    expect(read('非说衣柜里有大灰狼 哭着不敢睡').ids).toContain('scared');
    expect(read('说床底下有怪兽').ids).toContain('scared');
    expect(read('她爸拿手电筒把衣柜照了个遍 说大灰狼搬走啦').ids).not.toContain('goodbye');
    expect(read('楼上的好朋友小米今天搬走了').ids).toContain('goodbye');
    expect(read('隔壁邻居搬走了').ids).toContain('goodbye');
  });

  it('reads a friend moving to another city as a goodbye, and a nebuliser as a sick day', () => {
    expect(read('楼下好朋友妞妞今天搬家去深圳了').ids).toContain('goodbye');
    expect(read('好朋友要搬到上海了').ids).toContain('goodbye');
    expect(read('今天去儿童医院做雾化').ids).toContain('sick');
  });

  it('reads the zookeeper (`饲养员姐姐`) as no sister', () => {
    expect(read('饲养员姐姐帮他拿回来了').ids).not.toContain('sister');
  });

  it('reads the flight attendant (`空姐姐姐`) as no sister', () => {
    expect(read('空姐姐姐给了个小飞机模型').ids).not.toContain('sister');
  });

  it('reads laughing till the tears come as joy, not crying', () => {
    for (const text of ['外公笑得眼泪都出来了', '奶奶笑到眼泪直掉'])
      expect(read(text).ids, text).not.toContain('cried');
    expect(read('她眼泪汪汪的').ids).toContain('cried');
    expect(read('哭得稀里哗啦的').ids).toContain('cried');
    for (const seed of ['1', '2', '3']) {
      const story = storyOfDay('zh', '外公70大寿 全家去饭店吃饭 生日歌唱跑调了 外公笑得眼泪都出来了 抱着他亲了好几口', {
        seed,
        pronoun: 'he',
      });
      const text = story.scenes.map((scene) => scene.text).join('\n');
      expect(text, seed).not.toMatch(/哭呀哭|哭红了|像吹气球一样/u);
    }
  });

  it('reads a cup thrown down in a temper as a temper, not a fall', () => {
    for (const text of ['我说了他一句就把杯子摔了', '一生气把碗摔了', '气呼呼地摔了杯子']) {
      expect(read(text).ids, text).not.toContain('fell');
      expect(read(text).ids, text).toContain('tantrum');
    }
    expect(read('今天脾气真大').ids).toContain('tantrum');
    expect(read('还喊爸爸坏').ids).toContain('tantrum');
    const story = storyOfDay('zh', '今天脾气真大 非要自己倒牛奶 洒了一地 我说了他一句就把杯子摔了 还喊妈妈坏', {
      seed: '1',
      pronoun: 'he',
    });
    expect(story.scenes.map((scene) => scene.text).join('\n')).not.toMatch(/摔倒|扑通/u);
  });

  it("reads a balloon let go of, a finger caught in a drawer and freezing on a stage as the day's trouble", () => {
    expect(read('一撒手飞走了').ids).toContain('lost');
    expect(read('一松手气球就飞了').ids).toContain('lost');
    expect(read('下午手被抽屉夹了').ids).toContain('hurt');
    expect(read('抽屉夹到手指了').ids).toContain('hurt');
    expect(read('一上台就愣住了 站那一动不动').ids).toContain('shy');
    expect(read('上台呆住了').ids).toContain('shy');
    for (const seed of ['1', '2', '3']) {
      const story = storyOfDay('zh', '六一幼儿园汇演 她跳小兔子舞 一上台就愣住了 站那一动不动 后来看见台下的我在挥手', {
        seed,
      });
      const text = story.scenes.map((scene) => scene.text).join('\n');
      expect(text, seed).not.toMatch(/积木塔/u);
      expect(story.scenes[2]?.text, seed).toContain('愣住');
    }
  });
});

describe('the Chinese lexicon', () => {
  it('reads a face of rice as a mess and a cut in the queue as a quarrel', () => {
    expect(readText(['糊了一脸米粒 桌上地上全是'], 'zh').mishaps).toContain('messy');
    expect(readText(['吃得满脸都是'], 'zh').mishaps).toContain('messy');
    expect(readText(['一个大哥哥插队还把他挤下去了'], 'zh').mishaps).toContain('tantrum');
    expect(readText(['有个小孩加塞'], 'zh').mishaps).toContain('tantrum');
  });

  it('reads grandparents come from the countryside as no farm, and a trip to the countryside as one', () => {
    expect(readText(['爷爷奶奶从乡下来了 爷爷带他去河边钓鱼'], 'zh').places).not.toContain('farm');
    expect(readText(['外婆从乡下过来看我们'], 'zh').places).not.toContain('farm');
    // A visit to family there is told by the visit, not by a farm's hay and hens.
    expect(readText(['周末回乡下看太奶奶'], 'zh').places).not.toContain('farm');
    expect(readText(['周末回乡下喂小鸡'], 'zh').places).toContain('farm');
    expect(readText(['今天去乡下摘草莓'], 'zh').places).toContain('farm');
  });
});

describe('the Chinese lexicon', () => {
  it('reads a child likened to a calf (`长角了 像小牛`) as no cow, while a calf at the farm still is one', () => {
    expect(read('对着镜子看 说我长角了 像小牛').ids).not.toContain('cow');
    expect(read('说自己像头小牛').ids).not.toContain('cow');
    expect(read('在农场喂了小牛').ids).toContain('cow');
  });

  it('reads the lights going out as a fright, and a bump from running into a door as a hurt', () => {
    expect(read('灯一黑就往我怀里钻').ids).toContain('scared');
    expect(read('一关灯就哭').ids).toContain('scared');
    expect(read('跑太快一头撞门框上').ids).toContain('hurt');
    expect(read('脑门起了个大包').ids).toContain('hurt');
  });
});

describe('the Chinese lexicon', () => {
  it('reads a strange feeling, and no stranger or curiosity as one', () => {
    expect(read('新家她觉得怪怪的').ids).toContain('strange');
    expect(read('一直问他的床去哪儿了').ids).toContain('strange');
    expect(read('幼儿园换了老师 还不太适应').ids).toContain('strange');
    expect(read('不跟陌生人说话').ids).not.toContain('strange');
    expect(read('他对什么都好奇').ids).not.toContain('strange');
  });

  it('reads the nanny going home as a goodbye, not a visit to the grandparents', () => {
    const found = read('带了她两年的小周阿姨今天走了 回老家带孙子');
    expect(found.ids).toContain('goodbye');
    expect(found.ids).not.toContain('grandparents');
    expect(read('周末回老家看爷爷奶奶').ids).toContain('grandparents');
  });
});

describe('the Chinese lexicon on parents’ days', () => {
  it('reads a pretend search in hide-and-seek as nothing lost, and a real one as lost', () => {
    expect(read('俩人玩捉迷藏 浩浩假装找不着').ids).not.toContain('lost');
    expect(read('哥哥装作找不到他').ids).not.toContain('lost');
    expect(read('小熊找不着了').ids).toContain('lost');
  });

  it('reads a waddle like a duck as no duck of the day', () => {
    expect(read('鸭子步走了一路hhh').ids).not.toContain('ducks');
    expect(read('去公园喂鸭子').ids).toContain('ducks');
  });

  it('reads shoes on the wrong feet as the day’s own trouble, however it is spelled', () => {
    for (const day of ['左右穿反了还死活不让换', '鞋子穿反了', '鞋又穿倒了', '非要反着穿'])
      expect(read(day).ids, day).toContain('strange');
  });

  it('reads a mum’s husband (`lg`, `老公`) as the child’s dad', () => {
    expect(read('lg给他涂炉甘石').ids).toContain('dad');
    expect(read('老公今天加班').ids).toContain('dad');
  });
});

describe('the Chinese lexicon: tired legs', () => {
  it('reads too tired to walk on as tired', () => {
    expect(readText(['下山的时候走不动了'], 'zh').mishaps).toContain('tired');
  });
});

describe('the Chinese lexicon: a shop crash and a play parachute', () => {
  it('reads a trolley into a shelf as a fright, not a hurt, and a bump on a table corner still as a hurt', () => {
    expect(readText(['拐弯没刹住撞到货架上 自己先吓哭了'], 'zh').mishaps).not.toContain('hurt');
    expect(readText(['跑太快撞到桌角'], 'zh').mishaps).toContain('hurt');
  });

  it('reads a rainbow parachute as no rainbow', () => {
    expect(readText(['早教课玩彩虹伞'], 'zh').things).not.toContain('rainbow');
  });
});

describe('the Chinese lexicon, everyday words of a day', () => {
  it('reads a thing left at home as lost', () => {
    expect(readText(['出门太急忘记带他的小水壶了'], 'zh').mishaps).toContain('lost');
    expect(readText(['早上忘带水杯了'], 'zh').mishaps).toContain('lost');
  });
});

describe('the Chinese lexicon, a Cantonese day', () => {
  it('reads 阿嫲 as grandma and her 屋企 as the grandparents’ home', () => {
    const read = readText(['冬至 回阿嫲屋企搓汤圆'], 'zh');
    expect(read.people).toContain('grandma');
    expect(read.places).toContain('grandparents');
  });
});

describe('the Chinese lexicon, dancing', () => {
  it('reads a dance as no song: a day of dancing is no music lesson', () => {
    expect(readText(['跳舞'], 'zh').things).not.toContain('song');
    expect(readText(['跳小兔子舞'], 'zh').things).toContain('song');
  });
});

describe('the Chinese lexicon: a water festival and a Hong Kong bun', () => {
  it('reads a splash at the water festival as play, not a spill, and a startle as a fright', () => {
    const day = read('正好赶上泼水节 被一个傣族阿姨泼了一盆水 全身湿透');
    expect(day.ids).not.toContain('spilled');
    expect(day.ids).toContain('water');
    expect(day.ids).toContain('street');
    expect(read('牛奶泼了一地').ids).toContain('spilled');
    expect(read('愣了一下就哈哈大笑').ids).toContain('scared');
    expect(read('五一去西双版纳').ids).toContain('holiday');
  });

  it('reads a pineapple bun as bread, no fruit, and a ferry as a boat', () => {
    expect(read('吃菠萝包').ids).toContain('bread');
    expect(read('吃菠萝包').ids).not.toContain('fruit');
    expect(read('坐渡轮看海鸥').ids).toContain('boat');
  });
});

describe('the Chinese lexicon: strangers in the park, a helper and a flower field', () => {
  it('reads a crowd of grannies and a guard as no one along for the day', () => {
    expect(readText(['看到一群婆婆在跳坝坝舞'], 'zh').people).not.toContain('grandma');
    expect(readText(['婆婆带她去公园'], 'zh').people).toContain('grandma');
    expect(readText(['保安叔叔过来帮忙'], 'zh').people).not.toContain('uncle');
    expect(readText(['路过的爷爷帮忙才拿出来'], 'zh').people).not.toContain('grandpa');
    expect(readText(['一个大哥哥爬上去帮他拿下来 他说谢谢哥哥'], 'zh').people).not.toContain('brother');
    expect(readText(['哥哥带他去放风筝'], 'zh').people).toContain('brother');
  });

  it('reads a rapeseed field as no gardening', () => {
    expect(readText(['去油菜花田里放风筝'], 'zh').things).not.toContain('flowers');
    expect(readText(['采油菜花'], 'zh').things).toContain('flowers');
  });
});

describe('the Chinese lexicon on a seeing-off and a New Year fair', () => {
  it('reads an uncle seen off to study abroad as a goodbye, no book', () => {
    const found = read('舅舅要去国外读书了 今天去机场送他');
    expect(found.ids).toContain('goodbye');
    expect(found.ids).not.toContain('book');
  });

  it('reads the flower fair before New Year (`年廿八…行花街`) as a street outing on a holiday, no shop', () => {
    const found = read('年廿八带他去行花街 人超多');
    expect(found.ids).toContain('street');
    expect(found.ids).toContain('holiday');
    expect(found.ids).not.toContain('shop');
  });
});

describe('the Chinese lexicon on a dropped treat and a sleepy morning', () => {
  it('reads an ice cream dropped on the ground as a spill, still an ice cream', () => {
    expect(read('冰淇淋掉地上了').ids).toEqual(['icecream', 'spilled']);
    expect(read('早上赖床叫不醒').ids).toContain('tired');
  });
});

describe('the Chinese lexicon on names that look like words, play and a class pet', () => {
  it('reads a friend called 小雨 as no rain, and a cat called 橘子 named again as no fruit', () => {
    expect(read('找好朋友小雨玩过家家').ids).toEqual(['friend']);
    expect(read('下了小雨').ids).toEqual(['rain']);
    expect(read('橘子舒服的呼噜呼噜').ids).toEqual([]);
    expect(read('吃了个橘子').ids).toEqual(['fruit']);
  });

  it('reads playing doctor and the egg-knocking game as no jab and nothing broken', () => {
    expect(read('当医生给娃娃打针').ids).toEqual([]);
    expect(read('伊的蛋被敲碎了').ids).toEqual([]);
  });

  it('reads a silkworm that died and a child too small for a ride as the day’s troubles', () => {
    expect(read('幼儿园养的蚕宝宝死了一条').ids).toEqual(['daycare', 'died']);
    expect(read('工作人员说身高不够不让坐').ids).toEqual(['cried']);
  });
});

describe('the Chinese lexicon: a chasing game and a yard dog', () => {
  it('reads 老鹰捉小鸡 as a game, no hen; an old yard dog gone in the morning as a death', () => {
    expect(readText(['在楼下玩老鹰捉小鸡 嘟嘟当老鹰'], 'zh').things).not.toContain('chickens');
    expect(readText(['姥姥家的大黄老了'], 'zh').things).toContain('dog');
    expect(readText(['今儿早上没了'], 'zh').mishaps).toContain('died');
    expect(readText(['早上没吃早饭'], 'zh').mishaps).not.toContain('died');
  });
});

describe('the Chinese lexicon: strangers and the Wuhan grandparents', () => {
  it('reads an old man watched as no grandpa, and Wuhan 爹爹婆婆 as the grandparents', () => {
    expect(read('看老爷爷放冰爬犁').ids).not.toContain('grandpa');
    expect(readText(['跟爹爹婆婆去爬山'], 'zh').people).toContain('grandparents');
    expect(readText(['爹爹背他下来的'], 'zh').people).toContain('grandpa');
  });
});

describe('the Chinese lexicon: a pet named before its death, a burnt tongue', () => {
  it('reads a goldfish dead this morning as a death, and a tongue burnt on a dumpling as a hurt', () => {
    expect(readText(['小金鱼泡泡今早死了'], 'zh').mishaps).toContain('died');
    expect(readText(['今天累死了'], 'zh').mishaps).not.toContain('died');
    expect(readText(['烫着舌头了还要吃'], 'zh').mishaps).toContain('hurt');
    expect(readText(['小心别烫着'], 'zh').mishaps).not.toContain('hurt');
  });
});

describe('the Chinese lexicon: a grown-up’s song and glue in the hair', () => {
  it('reads a song a grown-up sang to soothe the child as no music, and glue in the hair as a mess', () => {
    expect(readText(['抱着小兔子听妈妈唱歌才好'], 'zh').things).not.toContain('song');
    expect(readText(['跟妈妈一起唱歌'], 'zh').things).toContain('song');
    expect(readText(['乐乐还把胶水弄到她头发上了'], 'zh').mishaps).toContain('messy');
  });
});

describe('the Chinese lexicon, what is no trouble and no play', () => {
  it('reads a fountain watched as no water play, and sleepy after a warm drink as no trouble', () => {
    expect(read('姥爷带他去泉城广场看喷泉').ids).not.toContain('water');
    expect(read('在喷泉玩水').ids).toContain('water');
    expect(read('外婆煮了红糖姜水 喝完就犯困了').ids).not.toContain('tired');
  });
});

describe('the Chinese lexicon: a shut kindergarten and a toy digger', () => {
  it('reads a kindergarten shut too as no day there, and a toy digger as a toy, no truck', () => {
    expect(read('台风来了 幼儿园也停课了在家搭积木').ids).not.toContain('daycare');
    expect(read('幼儿园放假了').ids).not.toContain('daycare');
    expect(read('今天去幼儿园了').ids).toContain('daycare');
    expect(read('两个人抢一个挖掘机玩具').ids).not.toContain('tractor');
    expect(read('两个人抢一个挖掘机玩具').ids).toContain('toyCar');
    expect(read('路边有挖掘机在挖土').ids).toContain('tractor');
    expect(read('鞋子还掉泥坑里了').ids).not.toContain('puddle');
    expect(read('下完雨去踩泥坑').ids).toContain('puddle');
  });

  it('reads penguins watched swimming as no swim, a dropped lantern as a breakage and a turtle plush as a soft toy', () => {
    expect(read('下午看了企鹅游泳').ids).not.toContain('pool');
    expect(read('去游泳了').ids).toContain('pool');
    const lantern = read('结果把一个红灯笼掉地上摔破了').ids;
    expect(lantern).toContain('broke');
    expect(lantern).not.toContain('hurt');
    expect(read('摔破了膝盖').ids).toContain('hurt');
    const plush = read('买了个小海龟玩偶 抱着不撒手').ids;
    expect(plush).toContain('teddy');
    expect(plush).not.toContain('tortoise');
  });

  it('reads a little bunny plush lent to a baby as a soft toy, ears covered against the cold and keeping still as no fright', () => {
    const plush = read('还把自己最喜欢的小兔子玩偶放在妹妹旁边').ids;
    expect(plush).toContain('teddy');
    expect(plush).not.toContain('rabbit');
    expect(readText(['她就捂着耳朵说我的耳朵不冷啦'], 'zh').mishaps).not.toContain('scared');
    expect(readText(['捂着耳朵说好吵'], 'zh').mishaps).toContain('scared');
    expect(readText(['朵朵抓住他的手指头不放 他一动都不敢动'], 'zh').mishaps).toEqual([]);
    expect(readText(['吓得一动都不敢动'], 'zh').mishaps).toContain('scared');
  });

  it('reads a shop assistant as no sister, crumbs for the ducks as no bread and frosty grass as no park', () => {
    const shop = read('她自己挑了个面包 还跟店员姐姐说谢谢').ids;
    expect(shop).not.toContain('sister');
    expect(read('带了一袋面包屑 鸭子游过来抢着吃').ids).not.toContain('bread');
    expect(read('草地上白白的 踩上去咔嚓咔嚓响').ids).not.toContain('park');
    expect(read('在草地上野餐').ids).toContain('park');
  });

  it('reads not daring to touch a crab, a face kept out of the water and a loud hand dryer as fear, not shyness', () => {
    expect(readText(['她不敢摸 就蹲着看它横着爬'], 'zh').mishaps).toContain('scared');
    expect(readText(['她不敢摸 就蹲着看它横着爬'], 'zh').mishaps).not.toContain('shy');
    expect(readText(['死活不肯把脸放水里'], 'zh').mishaps).toContain('scared');
    expect(readText(['上厕所的时候烘手机呼一下响了'], 'zh').mishaps).toContain('scared');
  });

  it('reads a road of blocks as no street, a bath duck as no ducks, and a digger fought over as a toy', () => {
    expect(readText(['俩人又一起用积木修马路'], 'zh').places).not.toContain('street');
    expect(readText(['晚饭后去马路对面散步'], 'zh').places).toContain('street');
    expect(readText(['洗澡的时候玩小鸭子 不肯出来'], 'zh').things).not.toContain('ducks');
    expect(readText(['去公园喂小鸭子'], 'zh').things).toContain('ducks');
    expect(readText(['俩人抢一个挖掘机'], 'zh').things).toEqual(['toyCar']);
    expect(readText(['工地上有个大挖掘机'], 'zh').things).toContain('tractor');
  });

  it('reads a rainy day taken indoors to play somewhere as no day at home', () => {
    expect(readText(['下雨了没法出门 带她去商场的室内游乐场'], 'zh').places).not.toContain('rainyWindow');
    expect(readText(['下雨了没法出门带她去室内游乐场'], 'zh').places).toContain('playground');
    expect(readText(['下雨了没法出门 在家搭积木'], 'zh').places).toContain('rainyWindow');
  });

  it('reads clinging to the grown-up as fright, a brave `一点都不可怕` as none, and a wished-for pet as no animal', () => {
    expect(readText(['一进门就紧紧抱着我不撒手'], 'zh').mishaps).toContain('scared');
    expect(readText(['出来跟我说 牙医一点都不可怕'], 'zh').mishaps).not.toContain('scared');
    expect(readText(['说想要一只会说话的小鹦鹉'], 'zh').things).not.toContain('birds');
    expect(readText(['阳台上来了一只小鹦鹉'], 'zh').things).toContain('birds');
  });

  it('reads a sock gone at the play place and looked for in vain as something lost', () => {
    expect(readText(['爬网的时候袜子掉了一只'], 'zh').mishaps).toContain('lost');
    expect(readText(['找了半天没找到'], 'zh').mishaps).toContain('lost');
  });
});

describe('the Chinese lexicon: a strange bed', () => {
  it('reads a strange bed as strange, not as a fright', () => {
    const ids = readText(['晚上第一次睡姥姥家的大炕', '有点认床翻来覆去'], 'zh').mishaps;
    expect(ids).toContain('strange');
    expect(ids).not.toContain('scared');
  });
});

describe('the Chinese lexicon: a picture puzzle', () => {
  it('reads a puzzle of a kitten as the puzzle, no cat of the day', () => {
    const ids = read('拼了小猫拼图 唱了两遍小星星').ids;
    expect(ids).toContain('puzzle');
    expect(ids).not.toContain('cat');
    expect(read('楼下有只小猫').ids).toContain('cat');
  });
});

describe('the Chinese lexicon: what a picture shows', () => {
  it('reads a drawn car or kitten as the drawing, no toy car or cat of the day (`画的是小汽车`)', () => {
    const ids = read('今天给爸爸画了一幅画 画的是小汽车').ids;
    expect(ids).toContain('drawing');
    expect(ids).not.toContain('toyCar');
    expect(read('画了一只小猫').ids).not.toContain('cat');
    expect(read('推着小汽车在地毯上跑').ids).toContain('toyCar');
  });

  it('reads a cashier as no aunt, a gull’s snatch as no loss, and bread held out to the gulls as none eaten', () => {
    expect(readText(['原来掉在购物车里了 收银阿姨帮忙收着呢'], 'zh').people).not.toContain('aunt');
    expect(readText(['超市阿姨给了她一张贴纸'], 'zh').people).not.toContain('aunt');
    expect(readText(['海鸥飞过来一口叼走了 把他吓一跳'], 'zh').mishaps).not.toContain('lost');
    expect(readText(['海鸥飞过来一口叼走了 把他吓一跳'], 'zh').mishaps).toContain('scared');
    expect(readText(['还拿面包喂海鸥'], 'zh').things).not.toContain('bread');
    // A dog that ran off with a sock is still a thing gone.
    expect(readText(['柯基把她的袜子叼走了'], 'zh').mishaps).toContain('lost');
  });

  it('reads a child nearly pulled over by the dog as a fright, no fall', () => {
    const mishaps = readText(['旺财一看到小鸟就往前冲 差点把她拽倒'], 'zh').mishaps;
    expect(mishaps).toContain('scared');
    expect(mishaps).not.toContain('fell');
  });

  it('reads a baby brother’s crying, soothed by the child, as no tears of the child’s', () => {
    expect(readText(['弟弟哭的时候她给弟弟唱了小星星'], 'zh').mishaps).not.toContain('cried');
    expect(readText(['小宝宝一哭她就去拍拍'], 'zh').mishaps).not.toContain('cried');
    expect(readText(['她哭了好一会儿'], 'zh').mishaps).toContain('cried');
  });

  it('reads a newborn home and the weeks after a birth as a new baby', () => {
    expect(readText(['小弟弟回家第三天'], 'zh').events).toContain('newBaby');
    expect(readText(['外婆过来帮忙坐月子'], 'zh').events).toContain('newBaby');
    expect(readText(['爸爸下班回家'], 'zh').events).not.toContain('newBaby');
  });

  it('reads lunch at a country restaurant as no farm, and picking there as one', () => {
    expect(readText(['跟外公去水库钓鱼', '中午在农家乐吃的饭'], 'zh').places).not.toContain('farm');
    expect(readText(['周末带她去农家乐吃土鸡'], 'zh').places).not.toContain('farm');
    expect(readText(['下午去农家乐摘葡萄'], 'zh').places).toContain('farm');
  });

  it('reads one toy fought over, whatever its counting word, as the day’s squabble', () => {
    expect(readText(['两个人抢一辆小汽车'], 'zh').mishaps).toContain('tantrum');
    expect(readText(['跟表姐抢一本书'], 'zh').mishaps).toContain('tantrum');
  });

  it('reads the child’s answer of what the book’s caterpillar ate as no bug of the day', () => {
    const book = readText(['老师讲了好饿的毛毛虫 他举手说毛毛虫吃了苹果'], 'zh').things;
    expect(book).not.toContain('snail');
    expect(book).not.toContain('apple');
    expect(readText(['在树叶上看到一条毛毛虫'], 'zh').things).toContain('snail');
  });
});

describe('the Chinese lexicon on a new baby at home', () => {
  it('reads the big sibling who will not let the parent hold the baby as the day’s trouble', () => {
    expect(readText(['他一开始不让我抱弟弟 说妈妈是我的'], 'zh').mishaps).toContain('tantrum');
    expect(readText(['不让妈妈抱妹妹'], 'zh').mishaps).toContain('tantrum');
    expect(readText(['他自己去摸摸弟弟的小手'], 'zh').mishaps).not.toContain('tantrum');
  });

  it('reads hiding behind the parent without 在 and standing still at a class as shyness', () => {
    expect(readText(['早上去早教上课 一进门就躲我身后'], 'zh').mishaps).toContain('shy');
    expect(readText(['别的小朋友都在跳 她就站那不动'], 'zh').mishaps).toContain('shy');
  });

  it('reads a shop promised for tomorrow as no outing of the day, and a grandfather’s e-bike as no train', () => {
    expect(readText(['我跟她说明天带她去超市再挑一个'], 'zh').places).not.toContain('shop');
    expect(readText(['下午去超市买了酸奶'], 'zh').places).toContain('shop');
    expect(readText(['晚上姥爷骑电动车送回来的'], 'zh').things).not.toContain('train');
    expect(readText(['晚上姥爷骑电动车送回来的'], 'zh').people).toContain('grandpa');
    expect(readText(['坐动车去北京'], 'zh').things).toContain('train');
  });

  it('reads a fish leaping out of its basin at the market as the day’s small start', () => {
    expect(readText(['早上跟姥姥去菜市场 看到盆里的鱼蹦出来了'], 'zh').mishaps).toContain('scared');
  });

  it('reads a cough said by its verb alone as the day’s poorly trouble, not a shy visit to the doctor', () => {
    expect(readText(['咳了两天了 今天姥姥带去社区医院看了'], 'zh').mishaps).toContain('sick');
    expect(readText(['夜里一直咳'], 'zh').mishaps).toContain('sick');
  });

  it('reads the cat’s scratch and its red mark as the day’s hurt, and a zongzi letting its rice out as a spill', () => {
    expect(readText(['他非要去揪咪咪尾巴 被挠了一下 手背一道红印子'], 'zh').mishaps).toContain('hurt');
    expect(readText(['他包的那个漏米了'], 'zh').mishaps).toContain('spilled');
    expect(readText(['下午拿逗猫棒跟咪咪玩了好久'], 'zh').mishaps).not.toContain('hurt');
  });
});

describe('the Chinese lexicon: puddles seen from the window', () => {
  it('reads puddles watched from indoors and wished for as none jumped in (`一直说要穿雨靴去踩`)', () => {
    expect(read('下了一天雨 趴窗户上看楼下的水坑 一直说要穿雨靴去踩').ids).not.toContain('puddle');
    expect(read('雨停了穿雨靴下楼踩水坑').ids).toContain('puddle');
  });
});
