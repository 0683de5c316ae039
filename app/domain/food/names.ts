/**
 * What a food is called, whatever English it is written in: one table of food names for every
 * feature (docs/decisions/021-food-engine.md).
 *
 * - A **name** lists the words that mean the same product ("coriander|cilantro|fresh coriander",
 *   "aubergine|eggplant|brinjal"); the first is its display name and its id.
 * - **Kinds** point at what they are a kind of ("shiitake" is a mushroom, "kalamata olive" an
 *   olive, "shrimp" shellfish, shellfish seafood). A dislike of "mushrooms" therefore covers
 *   shiitake; a dislike of "shiitake" does not cover every mushroom.
 * - **Also** adds a name that is in the product's own name but is not what it is a kind of:
 *   "turkey bacon" is turkey, and it is called bacon, but it is not pork.
 * - What must NOT match follows from the words themselves: the longest name wins, so "olive oil"
 *   is olive oil (an oil, not an olive), "butter beans" are beans, "eggplant" is not egg,
 *   "peanut butter" is peanut (not dairy), "water chestnut" is not a nut, "coconut milk" is not
 *   milk. The judgement written into the table: a dislike names a taste, so products that carry
 *   it (fish sauce, tahini, sesame oil, peanut oil, coconut oil, onion powder, tomato paste) match,
 *   and those that do not (olive oil, corn oil, avocado oil, rice vinegar) do not.
 *
 * Words are compared singular and without accents (words.ts), so "olives", "Olive" and "olive"
 * are one name. Names of up to five words; an unknown word stays itself (a dislike of "okra"
 * still finds "okra" as a whole word).
 */
import { normaliseWords } from "./words";

/**
 * The table, one product a line:
 *
 *   names separated by "|"  > what it is a kind of, ...  + also called, ...  ! kinds it takes away
 *
 * The first name is the product's display name and id. Categories (meat, fish, dairy...) are lines
 * too, so that "seafood" or "dairy" can be disliked. Lines with "!" are words that take a kind away
 * from the rest of the text ("dairy-free yogurt" is not dairy, "vegan mayo" has no egg).
 */
const TABLE = `
# ---------------------------------------------------------------- categories
meat
red meat > meat
poultry > meat
seafood
fish > seafood
shellfish|crustacean|mollusc|mollusk > seafood
dairy|dairy product
nut|tree nut|mixed nut|nut mix
offal|organ meat > meat
alcohol|liquor|spirit|booze
bean|legume|pulse
herb|fresh herb|mixed herb|dried herb|herbes de provence|italian seasoning
oil|vegetable oil|cooking oil|neutral oil|sunflower oil|soybean oil|safflower oil|grapeseed oil|cooking spray|oil spray|nonstick spray|frying oil
canola oil|rapeseed oil > oil

# ---------------------------------------------------------------- mushrooms
mushroom|button mushroom|white mushroom|champignon|mixed mushroom|wild mushroom|field mushroom|sliced mushroom
cremini|crimini|cremini mushroom|crimini mushroom|baby bella|baby bella mushroom|chestnut mushroom|brown mushroom > mushroom
shiitake|shiitake mushroom|shitake|shiitake cap > mushroom
dried shiitake|dried shiitake mushroom > shiitake
portobello|portobello mushroom|portabella|portabello|portobello cap|portabella cap|portabella mushroom > mushroom
oyster mushroom > mushroom
king oyster mushroom|king trumpet mushroom|king oyster|eryngii > mushroom
enoki|enoki mushroom|enokitake > mushroom
porcini|porcini mushroom|cep|dried porcini > mushroom
chanterelle|chanterelle mushroom|girolle > mushroom
morel|morel mushroom > mushroom
maitake|hen of the wood|maitake mushroom > mushroom
wood ear|wood ear mushroom|cloud ear|black fungus > mushroom
truffle|black truffle|truffle paste > mushroom
chicken of the wood > mushroom
mushroom stock|mushroom broth > mushroom

# ---------------------------------------------------------------- olives and oils
olive|black olive|ripe olive|pitted olive|nicoise olive|gaeta olive|mixed olive
kalamata|kalamata olive > olive
green olive|castelvetrano|castelvetrano olive|manzanilla olive|picholine olive|stuffed olive > olive
tapenade|olive tapenade|olive paste > olive
olive oil|extra virgin olive oil|evoo|light olive oil|olive oil spray|virgin olive oil|pure olive oil > oil
corn oil > oil
avocado oil > oil
walnut oil > oil
flaxseed oil|linseed oil > oil
rice bran oil > oil
palm oil > oil
peanut oil|groundnut oil > oil, peanut
sesame oil|toasted sesame oil > oil, sesame
coconut oil|virgin coconut oil > oil, coconut
chili oil|chilli oil|chile oil|chili crisp|chilli crisp > oil, chili
truffle oil > oil

# ---------------------------------------------------------------- herbs
coriander|cilantro|coriander leaf|cilantro leaf|fresh coriander|fresh cilantro|chinese parsley|dhania|coriander sprig|cilantro sprig|coriander stem|cilantro stem > herb
ground coriander|coriander seed|coriander powder > coriander
parsley|flat leaf parsley|italian parsley|curly parsley|fresh parsley|parsley leaf|parsley sprig > herb
basil|sweet basil|basil leaf|fresh basil|genovese basil|basil sprig > herb
thai basil|holy basil|tulsi > basil
pesto|basil pesto|genovese pesto|pesto sauce > basil
dill|fresh dill|dill weed|dill sprig|dried dill > herb
mint|fresh mint|mint leaf|spearmint|peppermint|mint sprig|dried mint > herb
thyme|fresh thyme|dried thyme|thyme sprig|thyme leaf > herb
rosemary|fresh rosemary|rosemary sprig|dried rosemary > herb
oregano|dried oregano|fresh oregano > herb
sage|fresh sage|sage leaf > herb
tarragon > herb
marjoram > herb
bay leaf|bay|dried bay leaf|fresh bay leaf > herb
chive|fresh chive > herb
lemongrass|lemon grass|lemongrass stalk
fennel|fennel bulb
fennel seed|ground fennel > fennel

# ---------------------------------------------------------------- spices and seasonings
cinnamon|ground cinnamon|cassia
cinnamon stick > cinnamon
cumin|ground cumin
cumin seed|jeera > cumin
turmeric|ground turmeric|fresh turmeric|turmeric powder
paprika|sweet paprika|hot paprika
smoked paprika|pimenton > paprika
nutmeg|ground nutmeg|whole nutmeg
clove|ground clove|whole clove
cardamom|cardamom pod|green cardamom|ground cardamom
allspice|ground allspice
garam masala
chaat masala
curry powder|madras curry powder
curry paste|red curry paste|green curry paste|yellow curry paste|thai curry paste
curry leaf
kaffir lime leaf|makrut lime leaf|lime leaf
black pepper|pepper|ground pepper|ground black pepper|peppercorn|black peppercorn|cracked pepper|cracked black pepper|freshly ground pepper|freshly ground black pepper
white pepper|ground white pepper|white peppercorn > black pepper
sichuan pepper|szechuan pepper|sichuan peppercorn
salt|sea salt|kosher salt|table salt|flaky salt|fine salt|salt flake|pink salt|himalayan salt|rock salt
celery salt > celery
garlic salt > garlic
mustard > 
dijon mustard|dijon > mustard
wholegrain mustard|whole grain mustard|grainy mustard > mustard
yellow mustard|american mustard > mustard
english mustard|hot mustard > mustard
mustard seed|yellow mustard seed|brown mustard seed|black mustard seed > mustard
mustard powder|dry mustard|ground mustard > mustard
honey mustard > mustard, honey
mustard green
ginger|ginger root|fresh ginger|ginger paste|grated ginger|root ginger|minced ginger
ground ginger|ginger powder|dried ginger > ginger
crystallised ginger|crystallized ginger|stem ginger|candied ginger|pickled ginger|gari > ginger
galangal
vanilla|vanilla extract|vanilla bean|vanilla pod|vanilla essence|vanilla bean paste
saffron|saffron thread
sumac
za atar|zaatar
star anise|anise|aniseed
fenugreek|methi|fenugreek seed|fenugreek leaf|kasuri methi
asafoetida|hing
five spice|chinese five spice|five spice powder
cajun seasoning|creole seasoning|cajun spice
taco seasoning|fajita seasoning
ras el hanout
baharat
berbere

# ---------------------------------------------------------------- chillies and peppers
chili|chilli|chile|chili pepper|chilli pepper|chile pepper|red chili|red chilli|green chili|green chilli|fresh chili|fresh chilli|bird eye chili|birds eye chili|bird eye chilli|thai chili|thai chilli|long red chili|fresno chili|fresno
dried chili|dried chilli|dried red chili|dried red chilli|whole dried chili|kashmiri chili|arbol chili|chile de arbol > chili
chili flake|chilli flake|red pepper flake|crushed red pepper|crushed chili|chile flake|aleppo pepper|pul biber > chili
chili powder|chilli powder|kashmiri chili powder|red chili powder > chili
cayenne|cayenne pepper|ground cayenne > chili
hot sauce|chili sauce|chilli sauce|tabasco|franks hot sauce|louisiana hot sauce|peri peri sauce > chili
sweet chili sauce|sweet chilli sauce|sweet chili|sweet chilli|thai sweet chili sauce > chili
sambal|sambal oelek|chili paste|chilli paste|chili garlic sauce|chile paste > chili
jalapeno|jalapeno pepper|pickled jalapeno > chili
serrano|serrano pepper|serrano chili > chili
habanero|scotch bonnet|habanero pepper|scotch bonnet pepper > chili
poblano|poblano pepper > chili
ancho|ancho chili|pasilla|pasilla chili|guajillo|guajillo chili > chili
chipotle|chipotle pepper|chipotle in adobo|chipotle chili > chili
gochugaru|korean chili flake|korean red pepper flake > chili
gochujang|korean chili paste|korean red pepper paste > chili
sriracha|sriracha sauce > chili
harissa|harissa paste|rose harissa > chili
bell pepper|capsicum|sweet pepper|pepper strip|mixed pepper|mini pepper|mini sweet pepper|bell pepper strip|sweet bell pepper
red bell pepper|red capsicum|red pepper|red sweet pepper > bell pepper
roasted red pepper|roasted pepper|pimiento|piquillo pepper|jarred red pepper|roasted capsicum > red bell pepper
green bell pepper|green capsicum|green pepper|green sweet pepper > bell pepper
yellow bell pepper|yellow capsicum|yellow pepper > bell pepper
orange bell pepper|orange capsicum|orange pepper > bell pepper
padron pepper|shishito|shishito pepper|banana pepper|pepperoncini|peppadew

# ---------------------------------------------------------------- onions and garlic
onion|yellow onion|brown onion|white onion|sweet onion|vidalia onion|spanish onion|cooking onion|large onion|small onion|medium onion
red onion|purple onion|spanish red onion > onion
pearl onion|cipollini|pickling onion|silverskin onion|baby onion > onion
onion powder|dried onion|granulated onion|onion flake|dehydrated onion > onion
fried onion|crispy onion|crispy fried onion|french fried onion > onion
green onion|spring onion|scallion|salad onion|green onion top|scallion green|green part of scallion > onion
shallot|echalote|eschalot|banana shallot|french shallot
fried shallot|crispy shallot > shallot
leek
garlic|garlic clove|clove garlic|clove of garlic|minced garlic|garlic paste|roasted garlic|garlic head|head of garlic|head garlic|whole garlic|garlic bulb|crushed garlic|chopped garlic
garlic powder|granulated garlic|garlic granule|dried garlic > garlic
black garlic > garlic
wild garlic|ramp > garlic

# ---------------------------------------------------------------- other vegetables
eggplant|aubergine|brinjal|italian eggplant|globe eggplant|graffiti eggplant
japanese eggplant|chinese eggplant|asian eggplant|baby eggplant|thai eggplant > eggplant
baba ganoush|baba ghanoush|baba ghanouj > eggplant
squash|summer squash|yellow squash|winter squash|pattypan|pattypan squash
zucchini|courgette|baby zucchini|baby courgette|green zucchini > squash
zucchini noodle|zoodle|courgetti|spiralized zucchini > zucchini
marrow|vegetable marrow > squash
butternut squash|butternut > squash
acorn squash > squash
spaghetti squash > squash
kabocha|kabocha squash|japanese pumpkin > squash
delicata|delicata squash > squash
pumpkin|pumpkin flesh|pie pumpkin|sugar pumpkin
pumpkin puree|canned pumpkin|pumpkin pie filling > pumpkin
pumpkin seed|pepita
rocket|arugula|baby arugula|baby rocket|wild rocket|rucola|roquette|rocket leaf|arugula leaf
watercress|cress
spinach|baby spinach|spinach leaf|english spinach|fresh spinach
frozen spinach > spinach
swiss chard|chard|rainbow chard|silverbeet
kale|curly kale|baby kale|kale leaf
lacinato kale|tuscan kale|cavolo nero|dinosaur kale|black kale > kale
collard green|collard|collard greens
lettuce|lettuce leaf|head lettuce
romaine|romaine lettuce|cos|cos lettuce|romaine heart|little gem|gem lettuce|baby gem > lettuce
iceberg|iceberg lettuce > lettuce
butter lettuce|bibb lettuce|boston lettuce > lettuce
mixed green|salad green|salad leaf|mesclun|spring mix|mixed salad|mixed leaf|salad mix|baby leaf|green salad > lettuce
lamb lettuce|mache|corn salad > lettuce
radicchio|endive|chicory|frisee|belgian endive
cabbage|green cabbage|white cabbage|cabbage leaf|head cabbage
savoy cabbage > cabbage
red cabbage|purple cabbage > cabbage
napa cabbage|chinese cabbage|wombok|chinese leaf > cabbage
sauerkraut > cabbage
coleslaw mix|shredded cabbage|slaw mix > cabbage
bok choy|pak choi|pak choy|bok choi|baby bok choy|baby pak choi|shanghai bok choy|choy sum
kimchi|kimchee|cabbage kimchi
brussels sprout|brussel sprout|sprout
broccoli|broccoli floret|broccoli head|broccoli crown|purple sprouting broccoli|frozen broccoli
broccolini|tenderstem|tenderstem broccoli|baby broccoli > broccoli
chinese broccoli|gai lan|kai lan
cauliflower|cauliflower floret|cauliflower head|cauliflower steak
cauliflower rice|riced cauliflower > cauliflower
romanesco
carrot|baby carrot|carrot stick|shredded carrot|grated carrot
celery|celery stalk|celery stick|celery rib|rib of celery|stalk of celery|celery heart|celery leaf
celeriac|celery root > celery
celery seed > celery
beetroot|beet|golden beet|red beet|cooked beetroot|roasted beet|baby beet|beetroot juice
pickled beet|pickled beetroot > beetroot
beet green|beet top
parsnip
turnip
swede|rutabaga
radish|red radish|breakfast radish
daikon|mooli|white radish > radish
jicama
kohlrabi
cucumber|english cucumber|persian cucumber|lebanese cucumber|continental cucumber|mini cucumber
pickle|pickled cucumber|dill pickle|pickle spear|sweet pickle|bread and butter pickle > cucumber, dill
gherkin|cornichon > cucumber
avocado|hass avocado|ripe avocado|avocado flesh
guacamole|guac > avocado
tomato|ripe tomato|vine tomato|vine ripened tomato|beefsteak tomato|heirloom tomato|plum tomato|roma tomato|salad tomato|large tomato|tomatoe|fresh tomato|medium tomato
cherry tomato|grape tomato|baby tomato|cocktail tomato|cherry tomatoe > tomato
canned tomato|tinned tomato|whole peeled tomato|peeled tomato|can tomato|tin tomato|canned whole tomato|san marzano tomato|plum tomatoes canned > tomato
diced tomato|chopped tomato|canned diced tomato|canned chopped tomato|tinned chopped tomato|fire roasted tomato|fire roasted diced tomato > canned tomato
crushed tomato|canned crushed tomato > canned tomato
stewed tomato > canned tomato
tomato paste|tomato puree|tomato concentrate|double concentrated tomato paste > tomato
passata|tomato passata|strained tomato > tomato
tomato sauce > tomato
marinara|marinara sauce|pasta sauce|spaghetti sauce|napoletana sauce|napoli sauce > tomato
pizza sauce > tomato
arrabbiata sauce > tomato, chili
sun dried tomato|sundried tomato|oil packed sun dried tomato|semi dried tomato > tomato
tomato juice|vegetable juice > tomato
tomatillo
ketchup|tomato ketchup|catsup
potato|white potato|russet|russet potato|yukon gold|yukon gold potato|new potato|baby potato|red potato|waxy potato|floury potato|maris piper|king edward|jacket potato|baked potato|mashed potato|mash|boiled potato|roast potato|potato wedge|small potato|large potato|medium potato|fingerling potato|charlotte potato
hash brown|hashbrown|potato rosti|tater tot > potato
potato starch|potato flour > potato
french fry|fries|french fries|chip|oven chip|sweet potato fry|shoestring fry|steak fry > potato
potato chip|crisp|potato crisp|kettle chip > potato
sweet potato|kumara|orange sweet potato
yam
taro|cassava|yuca|tapioca
corn|sweetcorn|sweet corn|corn kernel|corn on the cob|ear of corn|corn cob|frozen corn|canned corn|corn ear|cob of corn
baby corn > corn
creamed corn|cream style corn > corn
popcorn|popcorn kernel > corn
polenta|cornmeal|yellow cornmeal|instant polenta > corn
grit|corn grit|hominy grit > corn
masa|masa harina|corn masa > corn
hominy|pozole corn > corn
tortilla chip|corn chip|nacho|nacho chip > corn
cornstarch|cornflour|corn starch
pea|green pea|garden pea|frozen pea|petit pois|petit poi|baby pea|english pea|minted pea
snow pea|mangetout > pea
sugar snap pea|snap pea|sugar snap|sugar pea > pea
split pea|yellow split pea|green split pea > pea
pea shoot|pea sprout > pea
asparagus|asparagus spear|asparagus tip|green asparagus|white asparagus
artichoke|artichoke heart|globe artichoke|marinated artichoke
heart of palm|palm heart
okra|lady finger|bhindi
bean sprout|mung bean sprout|soybean sprout|soy bean sprout|soya bean sprout
alfalfa sprout|sprouted seed|microgreen
water chestnut
bamboo shoot
lotus root
seaweed|kelp|wakame|dulse|laver|sea vegetable|seaweed snack|hijiki|arame|sea lettuce
nori|nori sheet|roasted seaweed|sushi nori|nori flake > seaweed
kombu|dried kelp|kombu strip > seaweed

# ---------------------------------------------------------------- beans, pulses
chickpea|garbanzo|garbanzo bean|chick pea|chana|kabuli chana|ceci|ceci bean|canned chickpea|tinned chickpea|cooked chickpea
chickpea flour|gram flour|besan|garbanzo flour|garbanzo bean flour > chickpea
hummus|houmous|hummous|humus > chickpea
falafel|falafel ball > chickpea
black bean|turtle bean|black turtle bean > bean
kidney bean|red kidney bean|rajma > bean
red bean|small red bean > bean
pinto bean > bean
white bean > bean
cannellini|cannellini bean|white kidney bean > white bean
navy bean|haricot bean|haricot > white bean
great northern bean > white bean
butter bean|lima bean|baby lima bean|large lima bean > bean
borlotti|borlotti bean|cranberry bean|roman bean > bean
adzuki|adzuki bean|azuki bean|azuki > bean
red bean paste|anko|sweet red bean paste > adzuki
mung bean|moong|green gram|whole moong > bean
fava bean|broad bean|fava > bean
green bean|string bean|french bean|runner bean|haricot vert|snap bean|fine bean|long bean|yard long bean > bean
baked bean|beans in tomato sauce|canned baked bean|bean in tomato sauce > bean
refried bean > bean
black eyed pea|black eyed bean|cowpea > bean
mixed bean|three bean mix|bean mix|four bean mix > bean
lentil|dal|dhal|daal|cooked lentil|canned lentil|tinned lentil|mixed lentil
red lentil|masoor dal|split red lentil|masoor > lentil
green lentil > lentil
brown lentil > lentil
puy lentil|french lentil|french green lentil|lentille du puy > lentil
black lentil|beluga lentil > lentil
yellow lentil|toor dal|toovar dal|arhar dal|yellow split lentil > lentil
chana dal|bengal gram > lentil, chickpea
urad dal|black gram|urad|split urad > lentil
moong dal|yellow moong dal|split mung bean > lentil, mung bean
coffee|brewed coffee|black coffee|filter coffee|cold brew|cup of coffee|hot coffee|drip coffee
coffee bean|whole bean coffee > coffee
ground coffee > coffee
instant coffee|coffee granule > coffee
espresso|espresso shot|shot of espresso|ristretto > coffee
cocoa|cocoa powder|cacao|cacao powder|unsweetened cocoa|dutch process cocoa|cocoa bean
cocoa nib|cacao nib > cocoa
cocoa butter|cacao butter > cocoa
jelly bean

# ---------------------------------------------------------------- soy
soy|soya|soybean|soy bean|soya bean
soy sauce|soya sauce|shoyu|all purpose soy sauce|japanese soy sauce > soy
light soy sauce|thin soy sauce > soy sauce
dark soy sauce|thick soy sauce|mushroom soy sauce > soy sauce
sweet soy sauce|kecap manis > soy sauce
tamari|gluten free tamari|tamari soy sauce > soy sauce
liquid amino|bragg liquid amino > soy
tofu|bean curd|plain tofu > soy
firm tofu|extra firm tofu|medium firm tofu|medium tofu|pressed tofu > tofu
silken tofu|soft tofu|soft silken tofu|firm silken tofu > tofu
smoked tofu > tofu
fried tofu|tofu puff|deep fried tofu|aburaage|tau pok > tofu
tofu skin|yuba|bean curd skin|bean curd sheet > tofu
tempeh > soy
edamame|edamame bean|green soybean|shelled edamame > soy, bean
miso|miso paste|white miso|red miso|shiro miso|yellow miso|brown miso|awase miso|doenjang > soy
natto > soy
soy milk|soya milk|soymilk|soy drink|soya drink > soy
textured vegetable protein|tvp|soy protein|soya mince|soy chunk|soya chunk > soy
coconut amino > coconut
quorn|mycoprotein|quorn mince|quorn piece
seitan|wheat gluten|vital wheat gluten

# ---------------------------------------------------------------- nuts and seeds
almond|whole almond|raw almond|roasted almond|marcona almond|salted almond|smoked almond > nut
slivered almond|flaked almond|sliced almond|blanched almond|almond flake|almond sliver > almond
almond flour|almond meal|ground almond|blanched almond flour > almond
almond milk|almond drink|unsweetened almond milk > almond
almond butter > almond
marzipan|almond paste > almond
almond extract > almond
walnut|walnut half|walnut piece|english walnut|black walnut|chopped walnut > nut
pecan|pecan half|pecan nut|chopped pecan > nut
cashew|cashew nut|raw cashew|roasted cashew > nut
cashew butter > cashew
cashew milk|cashew cream > cashew
pistachio|pistachio nut|shelled pistachio > nut
hazelnut|filbert|hazelnut meal|roasted hazelnut|ground hazelnut > nut
chocolate hazelnut spread|nutella > hazelnut, chocolate
macadamia|macadamia nut > nut
brazil nut > nut
pine nut|pignoli|pinon|pine kernel|pignolia > nut
chestnut|roasted chestnut|chestnut puree > nut
nut butter|mixed nut butter > nut
peanut|groundnut|roasted peanut|dry roasted peanut|raw peanut|monkey nut|salted peanut|unsalted peanut|crushed peanut
peanut butter|natural peanut butter|crunchy peanut butter|smooth peanut butter|creamy peanut butter|chunky peanut butter|pb|powdered peanut butter > peanut
peanut sauce|satay sauce|satay|peanut dressing > peanut
sesame|sesame seed|white sesame|black sesame|toasted sesame seed|white sesame seed|black sesame seed|toasted sesame
tahini|tahina|sesame paste|tahini paste > sesame
sunflower seed|sunflower kernel
sunflower seed butter|sunbutter|sun butter > sunflower seed
chia|chia seed
flaxseed|flax seed|linseed|ground flaxseed|flax meal|golden flaxseed|milled flaxseed
hemp seed|hemp heart|shelled hemp seed
hemp milk > hemp seed
poppy seed
flax egg|chia egg|egg replacer|egg substitute|vegan egg|just egg
coconut|desiccated coconut|shredded coconut|coconut flake|coconut chip|fresh coconut|coconut meat|toasted coconut|unsweetened coconut|grated coconut
coconut milk|full fat coconut milk|canned coconut milk|coconut drink > coconut
light coconut milk|lite coconut milk|reduced fat coconut milk|low fat coconut milk > coconut milk
coconut cream|creamed coconut > coconut
coconut yogurt|coconut yoghurt > coconut
coconut water > coconut
coconut sugar|coconut palm sugar > coconut
coconut flour > coconut
plant milk|plant based milk|non dairy milk|dairy free milk|vegan milk|alternative milk

# ---------------------------------------------------------------- dairy and eggs
milk|cow milk|dairy milk|fresh milk|warm milk|cold milk|hot milk|steamed milk|regular milk|glass of milk|cup of milk|milk of choice > dairy
whole milk|full fat milk|full cream milk|homogenized milk|vitamin d milk|3.25% milk > milk
semi skimmed milk|2% milk|reduced fat milk|2 percent milk|semi skim milk > milk
low fat milk|lowfat milk|1% milk|1 percent milk|light milk > milk
skim milk|skimmed milk|nonfat milk|fat free milk|non fat milk|skim > milk
lactose free milk > milk
buttermilk|cultured buttermilk|low fat buttermilk > milk
evaporated milk|evaporated skim milk > milk
condensed milk|sweetened condensed milk > milk
milk powder|powdered milk|dry milk|nonfat dry milk|dried milk > milk
cream|table cream|pouring cream|fresh cream > dairy
heavy cream|double cream|heavy whipping cream|thickened cream > cream
single cream|light cream|coffee cream > cream
whipping cream|whipped cream|whipped topping > cream
sour cream|soured cream > cream
light sour cream|reduced fat sour cream|low fat sour cream > sour cream
creme fraiche > cream
half and half|half & half > cream
clotted cream > cream
ice cream|vanilla ice cream|gelato|chocolate ice cream|soft serve > dairy
frozen yogurt|frozen yoghurt|froyo > yogurt
butter|softened butter|melted butter|cold butter|cultured butter|stick butter|butter stick|knob of butter|pat of butter > dairy
unsalted butter|sweet butter > butter
salted butter > butter
ghee|clarified butter|brown butter|browned butter|beurre noisette > butter
apple butter > apple
yogurt|yoghurt|plain yogurt|natural yogurt|natural yoghurt|plain yoghurt|whole milk yogurt|curd|dahi|set yogurt|unsweetened yogurt|yogurt pot > dairy
low fat yogurt|nonfat yogurt|plain low fat yogurt|lowfat yogurt|low fat plain yogurt|fat free yogurt > yogurt
fruit yogurt|vanilla yogurt|flavoured yogurt|flavored yogurt|strawberry yogurt > yogurt
greek yogurt|greek yoghurt|strained yogurt|greek style yogurt|greek style yoghurt|plain greek yogurt|full fat greek yogurt|whole milk greek yogurt > yogurt
nonfat greek yogurt|fat free greek yogurt|0% greek yogurt|low fat greek yogurt|2% greek yogurt > greek yogurt
skyr|icelandic yogurt > yogurt
labneh|labne > yogurt
kefir|milk kefir > dairy
cheese|grated cheese|shredded cheese|cheese slice|sliced cheese|mixed cheese|processed cheese|american cheese|cheese sauce|vegetarian cheese|hard cheese|cheese spread|melting cheese|string cheese|cheese stick > dairy
cheddar|cheddar cheese|sharp cheddar|mature cheddar|mild cheddar|white cheddar|extra sharp cheddar|aged cheddar|shredded cheddar|grated cheddar|vintage cheddar > cheese
red leicester|double gloucester|wensleydale|cheshire cheese|lancashire cheese > cheese
mozzarella|mozzarella cheese|low moisture mozzarella|shredded mozzarella|grated mozzarella|part skim mozzarella|pizza cheese > cheese
fresh mozzarella|buffalo mozzarella|bocconcini|mozzarella ball|mozzarella di bufala|fior di latte > mozzarella
parmesan|parmesan cheese|parmigiano|parmigiano reggiano|reggiano|grated parmesan|shaved parmesan|parmesan rind > cheese
grana padano > cheese
pecorino|pecorino romano|romano cheese|romano > cheese
feta|feta cheese|crumbled feta > cheese
ricotta|ricotta cheese|part skim ricotta|whole milk ricotta > cheese
halloumi|haloumi|halloumi cheese > cheese
paneer|panir|indian cottage cheese > cheese
cream cheese|soft cheese|philadelphia|whipped cream cheese > cheese
light cream cheese|neufchatel|reduced fat cream cheese > cream cheese
cottage cheese > cheese
low fat cottage cheese|lowfat cottage cheese > cottage cheese
goat cheese|goats cheese|chevre|goat milk cheese|soft goat cheese|goats curd > cheese
brie > cheese
camembert > cheese
gouda|smoked gouda > cheese
edam > cheese
gruyere|gruyère|comte > cheese
emmental|emmentaler|swiss cheese|jarlsberg > cheese
blue cheese|danish blue > cheese
gorgonzola|dolcelatte > blue cheese
stilton > blue cheese
roquefort > blue cheese
manchego > cheese
monterey jack|jack cheese > cheese
pepper jack > cheese
colby|colby jack > cheese
mexican cheese blend|mexican blend cheese|taco cheese > cheese
provolone > cheese
fontina|taleggio|raclette|asiago|havarti|muenster|munster > cheese
mascarpone > cheese
queso fresco|queso blanco|panela > cheese
cotija > cheese
burrata > cheese
stracciatella > cheese
egg|whole egg|large egg|medium egg|small egg|free range egg|extra large egg|jumbo egg|hard boiled egg|boiled egg|soft boiled egg|fried egg|poached egg|scrambled egg|beaten egg|organic egg|fresh egg|egg wash
egg yolk|yolk > egg
egg white|white of egg|liquid egg white|egg white carton > egg
quail egg > egg
duck egg > egg
scotch egg > egg, sausage
mayonnaise|mayo|kewpie|japanese mayonnaise|real mayonnaise|olive oil mayonnaise
light mayonnaise|light mayo|reduced fat mayonnaise|low fat mayonnaise > mayonnaise
vegan mayonnaise|vegan mayo|eggless mayonnaise > mayonnaise
aioli|garlic aioli|garlic mayo > garlic
custard|creme anglaise > dairy, egg

# ---------------------------------------------------------------- beef, veal
beef|beef meat|lean beef|grass fed beef|beef joint|diced beef > red meat
steak|beef steak|grilling steak > beef
sirloin|sirloin steak|top sirloin|sirloin tip > beef
ribeye|rib eye|rib eye steak|ribeye steak|scotch fillet > beef
brisket|beef brisket > beef
chuck|beef chuck|chuck roast|stewing beef|stew beef|beef stew meat|braising steak|chuck steak|casserole beef > beef
flank steak|flank > beef
skirt steak|hanger steak|bavette > beef
beef tenderloin|tenderloin steak|fillet steak|beef fillet|filet mignon|eye fillet > beef
rump steak|rump|round steak|top round|bottom round|eye of round|beef round > beef
roast beef|deli roast beef|sliced roast beef > beef
corned beef|salt beef > beef
short rib|beef short rib|beef rib|braising rib > beef
oxtail > beef
topside|silverside|beef roast|pot roast > beef
beef strip|stir fry beef|beef stir fry strip|sliced beef|shaved beef|thinly sliced beef > beef
minute steak|cube steak|cubed steak > beef
beef shin|shin of beef|beef shank > beef
ground beef|beef mince|minced beef|hamburger meat|ground chuck|lean ground beef|extra lean ground beef|mince|minced meat|ground meat|beef patty|hamburger patty|lean beef mince|lean mince|steak mince|ground round|ground sirloin|85% lean ground beef|90% lean ground beef|80% lean ground beef|93% lean ground beef > beef
meatball|beef meatball > ground beef
beef broth|beef stock|beef bouillon|beef consomme|beef stock cube|low sodium beef broth|beef bone broth > beef
beef jerky|jerky > beef
veal|veal cutlet|veal escalope|veal chop|veal shank|osso buco > red meat
ground veal|veal mince > veal

# ---------------------------------------------------------------- pork
pork|pork meat|diced pork|lean pork > red meat
pork shoulder|pork butt|boston butt|pork collar|shoulder of pork > pork
pork loin|pork loin roast|loin of pork > pork
pork chop|pork loin chop|bone in pork chop|boneless pork chop > pork
pork belly|belly pork|pork belly slice > pork
pork tenderloin|pork fillet > pork
pork rib|spare rib|sparerib|baby back rib|pork spare rib|rib|ribs > pork
pulled pork|shredded pork|carnitas > pork
char siu|chinese bbq pork|barbecue pork > pork
pork leg|leg of pork|fresh ham > pork
pork steak|pork cutlet|pork escalope|pork schnitzel > pork
ground pork|pork mince|minced pork|lean ground pork > pork
bacon|streaky bacon|smoked bacon|thick cut bacon|bacon strip|bacon slice|bacon rasher|rasher|cooked bacon|crispy bacon|center cut bacon|smoked streaky bacon|slice of bacon|strip of bacon|rasher of bacon > pork
back bacon|canadian bacon|peameal bacon > bacon
bacon bit|bacon piece|lardon|bacon lardon|chopped bacon|diced bacon|bacon cube > bacon
pancetta|cubed pancetta|diced pancetta > pork
guanciale > pork
ham|cooked ham|smoked ham|deli ham|honey ham|sliced ham|ham slice|black forest ham|leg ham|diced ham|baked ham > pork
ham hock|smoked ham hock|pork hock|ham shank > ham
gammon|gammon steak|ham steak > ham
prosciutto|parma ham|prosciutto crudo|prosciutto di parma > ham
serrano ham|jamon|jamon serrano|iberico ham > ham
sausage|sausage link|banger|breakfast sausage|sausage meat|frankfurter|hot dog sausage|wiener|bratwurst|cocktail sausage|sausage patty|link sausage|smoked sausage|kielbasa|polish sausage|andouille > meat
pork sausage|italian sausage|sweet italian sausage|hot italian sausage|mild italian sausage|cumberland sausage|toulouse sausage|pork and apple sausage|lincolnshire sausage > sausage, pork
chorizo|chorizo sausage|spanish chorizo|mexican chorizo|cured chorizo > pork, sausage
salami|genoa salami|hard salami|soppressata|saucisson|milano salami > pork
pepperoni|pepperoni slice > pork
nduja > pork
lard|pork fat|leaf lard > pork
pork rind|pork crackling|chicharron|crackling|pork scratching > pork

# ---------------------------------------------------------------- lamb, goat, game
lamb|diced lamb|lamb meat|lean lamb|lamb stew meat|lamb piece > red meat
lamb chop|lamb cutlet|lamb loin chop|lamb rib chop|lamb chump chop > lamb
lamb shoulder|shoulder of lamb > lamb
leg of lamb|lamb leg|butterflied leg of lamb|boneless leg of lamb > lamb
lamb shank > lamb
rack of lamb|lamb rack|frenched rack of lamb > lamb
lamb neck|lamb neck fillet|neck of lamb > lamb
lamb loin|lamb fillet|lamb steak|lamb rump > lamb
ground lamb|lamb mince|minced lamb|lean lamb mince > lamb
mutton > red meat
goat|goat meat|mutton curry cut|chevon > red meat
venison|deer|venison steak|venison mince > red meat
bison|buffalo meat|ground bison > red meat
rabbit|hare > meat
wild boar|boar > red meat
game|game meat|pheasant|partridge|quail|grouse|pigeon > meat

# ---------------------------------------------------------------- poultry
chicken|chicken meat|whole chicken|spatchcock chicken|poussin|chicken piece|chicken quarter|boneless chicken|skinless chicken|chicken portion|free range chicken|organic chicken|diced chicken|chicken chunk|chicken strip|chicken cube|bone in chicken > poultry
chicken breast|boneless chicken breast|skinless chicken breast|boneless skinless chicken breast|chicken breast fillet|chicken fillet|chicken cutlet|chicken breast half|split chicken breast|chicken supreme > chicken
chicken thigh|boneless chicken thigh|skinless chicken thigh|boneless skinless chicken thigh|chicken thigh fillet|bone in chicken thigh > chicken
chicken drumstick|drumstick|chicken drum > chicken
chicken wing|wing|chicken wingette|party wing > chicken
chicken leg|chicken leg quarter|whole chicken leg|chicken marylands > chicken
chicken tender|chicken tenderloin|chicken tenderloins|chicken mini fillet > chicken
cooked chicken|rotisserie chicken|roast chicken|shredded chicken|leftover chicken|grilled chicken|chopped cooked chicken|pulled chicken|poached chicken|shredded cooked chicken|baked chicken > chicken
fried chicken|chicken nugget|nugget|chicken finger|popcorn chicken|breaded chicken|chicken schnitzel > chicken
ground chicken|chicken mince|minced chicken|lean ground chicken > chicken
chicken broth|chicken stock|chicken bouillon|chicken stock cube|bone broth|chicken bone broth|chicken consomme|chicken stock powder|chicken bouillon cube|bouillon chicken > chicken
chicken sausage|chicken apple sausage > chicken, sausage
chicken skin > chicken
turkey|whole turkey|roast turkey|turkey meat|cooked turkey|leftover turkey|diced turkey > poultry
turkey breast|turkey breast fillet|turkey cutlet|turkey steak|turkey escalope|turkey tenderloin > turkey
turkey thigh|turkey leg|turkey drumstick|turkey wing > turkey
deli turkey|turkey slice|sliced turkey|smoked turkey|turkey deli meat|sliced turkey breast|turkey lunch meat|roast turkey slice > turkey
ground turkey|turkey mince|minced turkey|lean ground turkey|extra lean ground turkey|93% lean ground turkey|99% lean ground turkey > turkey
turkey bacon|turkey rasher|turkey bacon strip > turkey + bacon
turkey sausage|turkey sausage link|turkey breakfast sausage > turkey, sausage
turkey meatball > ground turkey
chicken meatball > ground chicken
duck|whole duck|roast duck|duck meat > poultry
duck breast|duck breast fillet|magret > duck
duck leg|duck confit|confit duck|confit duck leg > duck
duck fat|goose fat > duck
goose > poultry

# ---------------------------------------------------------------- offal
liver|lamb liver|lambs liver|calf liver|calves liver|beef liver|pork liver|ox liver|liver pate|pate|foie gras|chicken liver pate > offal
chicken liver|chicken livers > chicken, liver
kidney|beef kidney|lamb kidney|lambs kidney|pork kidney|ox kidney|veal kidney > offal
heart|beef heart|chicken heart|lamb heart > offal
tripe|honeycomb tripe|beef tripe > offal
tongue|ox tongue|beef tongue|lamb tongue > offal
sweetbread > offal
gizzard|chicken gizzard > offal, chicken
bone marrow|marrow bone|beef marrow bone > offal
black pudding|blood sausage|morcilla|boudin noir > offal, sausage
haggis > offal, lamb

# ---------------------------------------------------------------- fish
white fish|firm white fish|fish fillet|fish steak|white fish fillet|skinless white fish|mild white fish > fish
fish cake|fishcake|fish finger|fish stick|breaded fish|battered fish|fried fish|fish and chip > fish
salmon|salmon fillet|fresh salmon|atlantic salmon|king salmon|chinook salmon|sockeye salmon|coho salmon|wild salmon|farmed salmon|salmon steak|skinless salmon|salmon side|baked salmon|grilled salmon|cooked salmon > fish
canned salmon|tinned salmon|pink salmon|red salmon > salmon
smoked salmon|lox|gravlax|hot smoked salmon|cold smoked salmon|smoked salmon slice > salmon
tuna|tuna steak|fresh tuna|ahi|ahi tuna|yellowfin tuna|bluefin tuna|sashimi tuna|sushi grade tuna|tuna loin|seared tuna > fish
canned tuna|tinned tuna|tuna in water|tuna in oil|tuna in brine|albacore|albacore tuna|skipjack|light tuna|chunk light tuna|tuna chunk|can of tuna|tin of tuna|solid white tuna > tuna
cod|cod fillet|atlantic cod|pacific cod|cod loin|black cod|sablefish > fish
salt cod|bacalao|bacalhau|saltfish|dried salted cod > cod
haddock|smoked haddock|haddock fillet > fish
pollock|pollack|alaska pollock|pollock fillet > fish
hake|hake fillet > fish
coley|saithe > fish
whiting > fish
tilapia|tilapia fillet > fish
basa|swai|pangasius|basa fillet > fish
catfish|catfish fillet > fish
halibut|halibut fillet > fish
turbot > fish
sole|dover sole|lemon sole|sole fillet > fish
plaice|flounder|fluke > fish
sea bass|seabass|branzino|bass|striped bass|chilean sea bass > fish
sea bream|bream|porgy|dorade > fish
snapper|red snapper|snapper fillet > fish
grouper > fish
barramundi|asian sea bass > fish
mahi mahi|mahi|dorado > fish
trout|rainbow trout|trout fillet|steelhead|steelhead trout|brown trout > fish
smoked trout > trout
arctic char|char > fish
mackerel|mackerel fillet|king mackerel|spanish mackerel > fish
smoked mackerel|peppered mackerel > mackerel
sardine|pilchard|canned sardine|tinned sardine|fresh sardine > fish
sprat|brisling|whitebait > fish
herring|herring fillet > fish
kipper|smoked herring|bloater > herring
pickled herring|rollmop|matjes herring > herring
anchovy|anchovy fillet|white anchovy|boquerone|salted anchovy|anchovy in oil|canned anchovy > fish
anchovy paste > anchovy
dried anchovy|ikan bilis|niboshi|dried small anchovy|myeolchi|dried baby anchovy|dilis > anchovy
swordfish|swordfish steak > fish
marlin > fish
monkfish > fish
john dory > fish
perch|pike|pickerel|walleye|zander|pike perch > fish
carp > fish
eel|unagi|smoked eel|freshwater eel > fish
skate|ray wing > fish
fish sauce|nam pla|nuoc mam|patis|thai fish sauce|vietnamese fish sauce > fish
fish stock|fish broth|seafood stock|seafood broth|fish bouillon > fish
dashi|dashi stock|dashi powder|hondashi|bonito stock|instant dashi > fish
bonito flake|katsuobushi|dried bonito > fish
roe|fish roe|caviar|salmon roe|ikura|tobiko|masago|lumpfish roe|cod roe > fish
taramasalata|taramosalata > roe
surimi|imitation crab|crab stick|kanikama|seafood stick > fish

# ---------------------------------------------------------------- shellfish
shrimp|prawn|king prawn|tiger prawn|jumbo shrimp|large shrimp|medium shrimp|small shrimp|raw shrimp|cooked shrimp|cooked prawn|peeled shrimp|peeled prawn|raw prawn|banana prawn|shrimp meat|bay shrimp|rock shrimp|jumbo prawn|shelled shrimp|deveined shrimp|frozen shrimp|frozen prawn|white shrimp|argentinian red shrimp|pink shrimp|large prawn|raw king prawn|cooked king prawn|tail on shrimp > shellfish
scampi|langoustine|dublin bay prawn|norway lobster > shellfish
dried shrimp|dried prawn|dried baby shrimp > shrimp
shrimp paste|belacan|kapi|terasi|bagoong > shrimp
crab|crabmeat|crab meat|lump crab|lump crabmeat|crab claw|soft shell crab|blue crab|dungeness crab|king crab|king crab leg|snow crab|brown crab|white crab meat|canned crab > shellfish
lobster|lobster tail|rock lobster|lobster meat|spiny lobster > shellfish
crayfish|crawfish|crawdad|yabby|crayfish tail > shellfish
mussel|green lipped mussel|blue mussel|black mussel|mussel meat > shellfish
clam|little neck clam|littleneck|littleneck clam|manila clam|razor clam|baby clam|quahog|canned clam|clam meat|cherrystone clam|vongole > shellfish
clam juice > clam
cockle > shellfish
oyster|fresh oyster|rock oyster|pacific oyster|oyster meat|shucked oyster|smoked oyster > shellfish
scallop|sea scallop|bay scallop|king scallop|queen scallop|scallop meat|dried scallop > shellfish
squid|calamari|squid ring|baby squid|squid tube|calamari ring > shellfish
octopus|baby octopus|octopus tentacle > shellfish
cuttlefish > shellfish
sea urchin|uni > shellfish
abalone|conch|whelk|periwinkle|snail|escargot > shellfish
oyster sauce|vegetarian oyster sauce|mushroom oyster sauce|vegan oyster sauce
worcestershire|worcestershire sauce|worcester sauce

# ---------------------------------------------------------------- rice and grains
rice|white rice|long grain rice|long grain white rice|cooked rice|steamed rice|boiled rice|plain rice|leftover rice|uncooked rice|day old rice|cooked white rice|parboiled rice|converted rice|instant rice|minute rice
jasmine rice|thai jasmine rice|fragrant rice|thai fragrant rice|cooked jasmine rice > rice
basmati rice|basmati|white basmati rice|cooked basmati rice > rice
brown rice|wholegrain rice|whole grain rice|brown basmati|brown basmati rice|cooked brown rice|brown jasmine rice|long grain brown rice|short grain brown rice > rice
arborio|arborio rice|risotto rice|carnaroli|carnaroli rice|vialone nano > rice
short grain rice|medium grain rice|sushi rice|japanese rice|calrose rice|calrose|korean rice|short grain white rice > rice
sticky rice|glutinous rice|sweet rice|mochi rice|sweet glutinous rice|thai sticky rice > rice
black rice|forbidden rice|red rice|camargue rice > rice
paella rice|bomba rice|valencia rice > rice
wild rice > rice
rice flour|white rice flour|brown rice flour > rice
glutinous rice flour|sweet rice flour|mochiko > rice
rice milk|rice drink > rice
rice noodle|rice vermicelli|rice stick|pad thai noodle|flat rice noodle|vermicelli noodle|pho noodle|ho fun|rice stick noodle|thin rice noodle|wide rice noodle|kway teow|bun noodle > noodle
rice paper|rice paper wrapper|spring roll wrapper|banh trang|rice wrapper
rice vinegar|rice wine vinegar|seasoned rice vinegar|japanese rice vinegar > vinegar
rice cake|puffed rice cake
tteok|korean rice cake|rice cake stick|mochi > rice
couscous|pearl couscous|israeli couscous|giant couscous|wholewheat couscous|whole wheat couscous|moroccan couscous|cooked couscous
bulgur|bulgur wheat|bulghur|cracked wheat|burghul|fine bulgur|coarse bulgur
freekeh > bulgur
quinoa|red quinoa|black quinoa|tricolor quinoa|tri color quinoa|white quinoa|cooked quinoa|quinoa flake
barley|pearl barley|pot barley|hulled barley|cooked barley
farro|spelt|emmer|einkorn|spelt grain|farro grain
millet|millet grain
buckwheat|buckwheat groat|kasha|toasted buckwheat
amaranth
sorghum
teff
oat|rolled oat|old fashioned oat|porridge oat|oatmeal|porridge|quick oat|instant oat|jumbo oat|oat flake|gluten free oat|overnight oat|quick cooking oat|old fashioned rolled oat|cooked oatmeal|instant oatmeal
steel cut oat|pinhead oat|irish oat|scottish oat > oat
oat bran > oat
oat milk|oat drink|oatly > oat
oat flour|ground oat > oat
oatcake > oat
granola|muesli|granola cluster|toasted muesli|bircher muesli
cereal|breakfast cereal|cornflake|corn flake|bran flake|weetabix|shredded wheat|puffed rice|rice krispie|bran cereal|all bran|cheerio|special k|frosted flake|crisped rice
wheat germ|wheat bran|bran
semolina|durum wheat semolina|semolina flour|fine semolina|sooji|rava
flour|plain flour|all purpose flour|ap flour|white flour|all purpose white flour|plain white flour|unbleached flour|unbleached all purpose flour|wheat flour|maida
self raising flour|self rising flour|self raising white flour > flour
bread flour|strong flour|strong white flour|strong bread flour|high grade flour > flour
cake flour|pastry flour|soft flour > flour
whole wheat flour|wholemeal flour|wholewheat flour|whole grain flour|whole wheat pastry flour|atta|chapati flour|brown flour > flour
00 flour|tipo 00 flour|pasta flour|pizza flour > flour
rye flour|dark rye flour|light rye flour > flour
spelt flour|wholemeal spelt flour > flour
gluten free flour|gluten free flour blend|gf flour|1 to 1 gluten free flour > flour
tapioca starch|tapioca flour|arrowroot|arrowroot powder|kuzu
cassava flour|sorghum flour|teff flour|millet flour|buckwheat flour|amaranth flour

# ---------------------------------------------------------------- pasta and noodles
pasta|dry pasta|dried pasta|fresh pasta|pasta shape|short pasta|long pasta|egg pasta|gluten free pasta|whole wheat pasta|wholewheat pasta|wholemeal pasta|cooked pasta|uncooked pasta|chickpea pasta|lentil pasta|bean pasta|protein pasta
spaghetti|spaghettini|whole wheat spaghetti|wholewheat spaghetti|cooked spaghetti|thin spaghetti > pasta
penne|penne rigate|whole wheat penne|mostaccioli > pasta
fusilli|rotini|spirali|rotelle|fusilli bucati > pasta
rigatoni|tortiglioni > pasta
linguine|linguini > pasta
fettuccine|fettuccini|fettucine|fettucini > pasta
tagliatelle > pasta
pappardelle > pasta
macaroni|elbow macaroni|elbow pasta|elbow|maccheroni > pasta
orzo|risoni > pasta
farfalle|bow tie pasta|bowtie pasta|bow tie > pasta
lasagna|lasagne|lasagna noodle|lasagna sheet|lasagne sheet|oven ready lasagna noodle|no boil lasagna noodle|lasagne noodle > pasta
ziti|baked ziti > pasta
bucatini|perciatelli > pasta
orecchiette > pasta
conchiglie|shell pasta|pasta shell|medium shell|jumbo shell|conchiglioni|large pasta shell > pasta
angel hair|capellini|angel hair pasta > pasta
vermicelli|pasta vermicelli > pasta
gemelli|cavatappi|paccheri|campanelle|radiatori|trofie|casarecce|strozzapreti > pasta
ditalini|pastina|stelline|alphabet pasta|acini di pepe|small pasta|soup pasta > pasta
ravioli|cheese ravioli|spinach ravioli|mushroom ravioli > pasta
tortellini|tortelloni|cheese tortellini|agnolotti|stuffed pasta|cappelletti > pasta
gnocchi|potato gnocchi|fresh gnocchi|gnocchi dumpling > potato
noodle|wheat noodle|chinese noodle|lo mein noodle|hokkien noodle|lo mein|chow mein noodle|chow mein|fresh noodle|dried noodle|thin noodle|wide noodle|stir fry noodle|yellow noodle|wonton noodle|noodle nest|hakka noodle
egg noodle|wide egg noodle|egg noodle nest|dried egg noodle|fresh egg noodle|medium egg noodle > noodle + egg
ramen|ramen noodle|instant ramen|fresh ramen noodle|ramen noodle block > noodle
instant noodle|instant noodle packet|cup noodle|pot noodle|two minute noodle|maggi noodle > noodle
udon|udon noodle|fresh udon|frozen udon|sanuki udon > noodle
soba|soba noodle|buckwheat noodle|cha soba|green tea soba > noodle
somen|somen noodle|hiyamugi > noodle
glass noodle|cellophane noodle|bean thread noodle|mung bean noodle|bean thread|vermicelli glass noodle|fensi > noodle
sweet potato noodle|japchae noodle|dangmyeon|korean glass noodle|sweet potato starch noodle > noodle
shirataki|konjac noodle|miracle noodle|shirataki noodle|konnyaku > noodle

# ---------------------------------------------------------------- bread and bakery
bread|loaf|bread loaf|sliced bread|bread slice|slice of bread|slice bread|fresh bread|stale bread|day old bread|homemade bread|toast|toasted bread|piece of toast|slice of toast
white bread|sandwich bread|white sandwich bread|white loaf|soft white bread|milk bread|shokupan|white toast > bread
whole wheat bread|wholemeal bread|whole grain bread|wholegrain bread|brown bread|granary bread|wholewheat bread|whole wheat toast|wholemeal toast|brown toast|100% whole wheat bread > bread
multigrain bread|seeded bread|seeded loaf|multigrain toast|grain bread|ezekiel bread|sprouted bread|sprouted grain bread > bread
sourdough|sourdough bread|sourdough loaf|sourdough toast|sourdough slice > bread
rye bread|dark rye|light rye|seeded rye|rye toast|rye crispbread > bread
pumpernickel|pumpernickel bread > bread
baguette|french bread|french stick|french loaf|demi baguette > bread
ciabatta|ciabatta roll|ciabatta loaf > bread
italian bread|crusty bread|country bread|farmhouse bread|rustic bread|peasant bread|bloomer|artisan bread > bread
brioche|brioche loaf > bread
challah|challah bread > bread
focaccia > bread
cornbread|corn bread|corn muffin > bread, corn
soda bread|irish soda bread > bread
gluten free bread|gf bread > bread
garlic bread > bread, garlic
bread roll|roll|dinner roll|soft roll|crusty roll|bap|barm|white roll|wholemeal roll|kaiser roll > bread
bun|burger bun|hamburger bun|brioche bun|hamburger roll|sesame bun|slider bun > bread
hot dog bun|hot dog roll|hotdog bun > bread
sub roll|hoagie roll|sub bun|hoagie|submarine roll|long roll > bread
english muffin|muffin split|wholemeal english muffin|whole wheat english muffin > bread
crumpet|pikelet > bread
bagel|plain bagel|sesame bagel|everything bagel|whole wheat bagel|cinnamon raisin bagel|bagel thin|toasted bagel > bread
croissant|butter croissant|almond croissant|pain au chocolat > bread
pita|pita bread|pitta|pitta bread|pocket bread|pita pocket|whole wheat pita|wholemeal pitta > bread
naan|naan bread|garlic naan|plain naan|butter naan|peshwari naan > bread
flatbread|lavash|flat bread|lebanese bread|turkish bread|pide|piadina|mountain bread > bread
roti|chapati|chapatti|phulka|paratha|parotta|puri|whole wheat roti > bread
wrap|tortilla wrap|wholemeal wrap|whole wheat wrap|spinach wrap|low carb wrap > bread
tortilla|flour tortilla|burrito tortilla|large flour tortilla|soft tortilla|soft taco shell|fajita wrap|small flour tortilla|whole wheat tortilla > bread
corn tortilla|white corn tortilla|yellow corn tortilla|blue corn tortilla|street taco tortilla > tortilla
taco shell|hard taco shell|crispy taco shell|tostada|tostada shell > tortilla
breadcrumb|bread crumb|dry breadcrumb|fresh breadcrumb|plain breadcrumb|italian breadcrumb|seasoned breadcrumb|dried breadcrumb > bread
panko|panko breadcrumb|panko bread crumb|japanese breadcrumb > breadcrumb
crouton|garlic crouton > bread
stuffing|stuffing mix > bread
cracker|crispbread|water cracker|saltine|cream cracker|cracker bread|oat cracker|rice cracker|wheat cracker|ritz|crisp bread|ryvita
graham cracker|graham cracker crumb|digestive biscuit|digestive|digestive crumb|biscuit crumb > cracker
puff pastry|frozen puff pastry|ready rolled puff pastry|all butter puff pastry
shortcrust pastry|pie crust|pie dough|pastry case|tart shell|pie shell|pastry crust|pastry|sweet pastry|pate sucree|refrigerated pie crust
filo|phyllo|filo pastry|phyllo dough|fillo|phyllo pastry|filo sheet
pizza dough|pizza base|pizza crust|bread dough|ready made pizza dough|naan pizza base
wonton wrapper|wonton skin|dumpling wrapper|gyoza wrapper|potsticker wrapper|egg roll wrapper > egg
baking soda|bicarbonate of soda|bicarb|bicarb soda|sodium bicarbonate
baking powder|double acting baking powder
yeast|active dry yeast|instant yeast|dried yeast|fresh yeast|rapid rise yeast|fast action yeast|dry yeast|bread machine yeast
cream of tartar
nutritional yeast|nooch|savoury yeast flake
gelatin|gelatine|gelatin sheet|leaf gelatine|powdered gelatin|unflavored gelatin|gelatine leaf
agar|agar agar|agar powder

# ---------------------------------------------------------------- fruit
apple|green apple|red apple|granny smith|granny smith apple|gala apple|fuji apple|honeycrisp|honeycrisp apple|braeburn|pink lady|pink lady apple|cooking apple|bramley apple|bramley|golden delicious|red delicious|jazz apple|mcintosh|apple slice|medium apple|large apple|small apple|chopped apple|diced apple
dried apple|apple ring|apple chip|dehydrated apple > apple
apple sauce|applesauce|apple puree|unsweetened applesauce|unsweetened apple sauce|apple compote > apple
apple juice|apple cider|cloudy apple juice|fresh apple juice|unsweetened apple juice > apple
apple cider vinegar|cider vinegar|acv|raw apple cider vinegar > vinegar
pear|asian pear|nashi|nashi pear|bosc pear|conference pear|anjou pear|bartlett pear|comice pear|ripe pear|canned pear|poached pear|medium pear
banana|ripe banana|frozen banana|overripe banana|medium banana|large banana|small banana|sliced banana|mashed banana|very ripe banana
banana chip|dried banana|banana flake > banana
plantain|green plantain|ripe plantain|yellow plantain|plantain chip
orange|navel orange|blood orange|valencia orange|orange segment|seville orange|cara cara orange|medium orange|large orange|small orange|sweet orange
orange zest|orange peel|orange rind|zest of orange|grated orange zest|candied orange peel > orange
orange juice|fresh orange juice|oj|freshly squeezed orange juice|orange juice concentrate|juice of orange|juice of an orange|fresh squeezed orange juice > orange
mandarin|clementine|tangerine|satsuma|mandarin orange|canned mandarin|mandarin segment|easy peeler|cutie
grapefruit|pink grapefruit|ruby red grapefruit|grapefruit juice|white grapefruit
pomelo
lemon|fresh lemon|meyer lemon|lemon wedge|lemon slice|unwaxed lemon|large lemon|small lemon|whole lemon|lemon half|organic lemon
lemon juice|juice of lemon|fresh lemon juice|freshly squeezed lemon juice|bottled lemon juice|squeeze of lemon|juice of half a lemon|juice of a lemon|lemon juiced|juice of 1 lemon > lemon
lemon zest|zest of lemon|grated lemon zest|lemon rind|lemon peel|finely grated lemon zest > lemon
preserved lemon|preserved lemon rind > lemon
lemon curd > lemon, egg
lime|fresh lime|key lime|lime wedge|lime slice|lime half|whole lime|limes
lime juice|juice of lime|fresh lime juice|freshly squeezed lime juice|squeeze of lime|juice of a lime|juice of half a lime|bottled lime juice|lime juiced|juice of 1 lime > lime
lime zest|zest of lime|grated lime zest|lime rind|lime peel > lime
grape|red grape|green grape|seedless grape|black grape|white grape|concord grape|frozen grape|table grape
raisin|golden raisin|sultana|dark raisin|seedless raisin|thompson raisin|box of raisin
currant|dried currant|zante currant
blackcurrant|black currant|redcurrant|red currant|whitecurrant|gooseberry
strawberry|fresh strawberry|frozen strawberry|sliced strawberry|hulled strawberry|large strawberry|strawberry half
blueberry|fresh blueberry|frozen blueberry|wild blueberry|dried blueberry
raspberry|fresh raspberry|frozen raspberry|golden raspberry
blackberry|bramble|fresh blackberry|frozen blackberry|boysenberry|loganberry|marionberry
cranberry|fresh cranberry|frozen cranberry|cranberry sauce|cranberry juice
dried cranberry|craisin|sweetened dried cranberry > cranberry
cherry|sweet cherry|sour cherry|dried cherry|maraschino cherry|fresh cherry|frozen cherry|tart cherry|black cherry|morello cherry|pitted cherry|glace cherry
mixed berry|berry|frozen berry|summer berry|forest fruit|frozen mixed berry|fresh berry|berry mix|mixed frozen berry
goji berry|goji|wolfberry
acai|acai berry|acai bowl|acai puree
mango|ripe mango|frozen mango|mango chunk|fresh mango|alphonso mango|ataulfo mango|mango cube|diced mango|green mango
dried mango > mango
mango puree|mango pulp|canned mango pulp > mango
pineapple|fresh pineapple|canned pineapple|pineapple chunk|pineapple ring|crushed pineapple|pineapple tidbit|frozen pineapple|dried pineapple
pineapple juice > pineapple
papaya|pawpaw|green papaya
kiwi|kiwifruit|kiwi fruit|golden kiwi|gold kiwi
peach|canned peach|white peach|yellow peach|fresh peach|frozen peach|peach slice|ripe peach|dried peach
nectarine|white nectarine
apricot|fresh apricot|canned apricot
dried apricot|turkish apricot > apricot
plum|fresh plum|black plum|red plum|damson|greengage|ripe plum
prune|dried plum|pitted prune|prune juice
fig|fresh fig|black fig|green fig
dried fig > fig
date|medjool date|pitted date|dried date|deglet noor date|chopped date|date paste
date syrup|silan > date
pomegranate|pomegranate seed|pomegranate aril|fresh pomegranate|pomegranate juice
pomegranate molasses|pomegranate syrup > pomegranate
melon|cantaloupe|rockmelon|musk melon|muskmelon|charentais|canary melon
honeydew|honeydew melon|green melon > melon
galia melon > melon
watermelon|seedless watermelon|watermelon cube|watermelon wedge
passion fruit|passionfruit|passion fruit pulp|granadilla
lychee|litchi|canned lychee
rambutan|longan|mangosteen
dragon fruit|pitaya|pitahaya
jackfruit|young jackfruit|green jackfruit|canned jackfruit|jackfruit in brine
guava|guava paste
persimmon|sharon fruit|kaki
quince
rhubarb|rhubarb stalk|forced rhubarb
tamarind|tamarind paste|tamarind concentrate|tamarind pulp|tamarind water

# ---------------------------------------------------------------- sweeteners
sugar|white sugar|granulated sugar|cane sugar|regular sugar|table sugar|granulated white sugar|sugar cube
caster sugar|superfine sugar|castor sugar|golden caster sugar > sugar
brown sugar|light brown sugar|dark brown sugar|packed brown sugar|soft brown sugar|light muscovado|soft light brown sugar|soft dark brown sugar > sugar
demerara|demerara sugar|turbinado|turbinado sugar|raw sugar|sugar in the raw > sugar
muscovado|muscovado sugar|dark muscovado|dark muscovado sugar > sugar
icing sugar|powdered sugar|confectioners sugar|confectioner sugar|powdered icing sugar > sugar
palm sugar|jaggery|gur|panela sugar|piloncillo|gula melaka > sugar
rock sugar|rock candy sugar > sugar
pearl sugar|sanding sugar|coarse sugar|sugar sprinkle > sugar
honey|raw honey|manuka honey|runny honey|clear honey|set honey|local honey|liquid honey|orange blossom honey
maple syrup|pure maple syrup|grade a maple syrup|maple
agave|agave syrup|agave nectar|light agave nectar
golden syrup|light treacle|lyle golden syrup
corn syrup|light corn syrup|dark corn syrup|glucose syrup|liquid glucose
molasses|black treacle|treacle|blackstrap molasses|dark molasses|fancy molasses
rice syrup|brown rice syrup|rice malt syrup|barley malt syrup|malt extract
stevia|sweetener|erythritol|monk fruit|monk fruit sweetener|artificial sweetener|sucralose|xylitol|allulose|splenda|granulated sweetener
chocolate|cooking chocolate|baking chocolate|chocolate bar|chocolate square|chocolate shaving|grated chocolate|unsweetened chocolate
dark chocolate|bittersweet chocolate|semisweet chocolate|semi sweet chocolate|70% dark chocolate|plain chocolate|dark chocolate chip|85% dark chocolate > chocolate
milk chocolate|milk chocolate chip|milk chocolate bar > chocolate
white chocolate|white chocolate chip|white chocolate chunk > chocolate
chocolate chip|chocolate chunk|semisweet chocolate chip|semi sweet chocolate chip|choc chip|mini chocolate chip|chocolate drop > chocolate
chocolate syrup|chocolate sauce|hot fudge|fudge sauce > chocolate
jam|jelly|preserve|fruit spread|fruit preserve|conserve|apricot jam|grape jelly|blackberry jam|fruit jam|cherry jam|blueberry jam|no sugar jam
strawberry jam|strawberry preserve|strawberry jelly > jam
raspberry jam|raspberry preserve|seedless raspberry jam > jam
marmalade|orange marmalade|seville marmalade|lemon marmalade > orange
caramel|caramel sauce|dulce de leche|salted caramel|butterscotch > dairy
marshmallow|mini marshmallow|marshmallow fluff > gelatin
sprinkle|hundreds and thousands|nonpareil|jimmies

# ---------------------------------------------------------------- sauces, condiments, stocks
vinegar|white vinegar|distilled vinegar|distilled white vinegar|spirit vinegar|white distilled vinegar
malt vinegar|brown malt vinegar > vinegar
balsamic vinegar|balsamic|aged balsamic|balsamic glaze|balsamic reduction|white balsamic|white balsamic vinegar > vinegar
white wine vinegar|champagne vinegar > vinegar
red wine vinegar > vinegar
sherry vinegar|jerez vinegar > vinegar
black vinegar|chinkiang vinegar|chinese black vinegar > vinegar
hoisin|hoisin sauce
teriyaki sauce|teriyaki|teriyaki marinade|teriyaki glaze > soy sauce
ponzu|ponzu sauce > soy sauce
barbecue sauce|bbq sauce|barbeque sauce|smoky bbq sauce
brown sauce|hp sauce|steak sauce|a1 sauce
salsa|tomato salsa|pico de gallo|fresh salsa|jarred salsa|chunky salsa|salsa fresca|mild salsa|medium salsa|hot salsa > tomato
salsa verde|green salsa|verde salsa > tomatillo
tzatziki|tzatziki sauce > yogurt, cucumber
raita|cucumber raita > yogurt
ranch|ranch dressing|buttermilk ranch > dairy
caesar dressing|caesar salad dressing > anchovy, egg, cheese
salad dressing|dressing|house dressing|light dressing
vinaigrette|balsamic vinaigrette|french dressing|italian dressing|lemon vinaigrette|honey mustard dressing|herb vinaigrette > vinegar
thousand island|thousand island dressing|russian dressing|burger sauce|special sauce > mayonnaise
blue cheese dressing|bleu cheese dressing > blue cheese
tartar sauce|tartare sauce > mayonnaise
hollandaise|hollandaise sauce|bearnaise|bearnaise sauce > butter, egg
gravy|brown gravy|turkey gravy|onion gravy|gravy granule|gravy mix
alfredo sauce|alfredo|white sauce|bechamel|bechamel sauce|cheese sauce mix > dairy
pesto rosso|red pesto|sun dried tomato pesto > sun dried tomato
relish|pickle relish|sweet relish|hamburger relish > cucumber
chutney|mango chutney|tomato chutney|onion chutney|tamarind chutney|mint chutney|green chutney
horseradish|horseradish sauce|prepared horseradish|creamed horseradish
wasabi|wasabi paste|wasabi powder
capers|caper|baby caper|caper berry|nonpareil caper
stock|broth|stock cube|bouillon|bouillon cube|stock pot|bouillon powder|stock powder|liquid stock|broth cube|low sodium broth|reduced sodium broth|unsalted stock|stock concentrate|better than bouillon
vegetable stock|vegetable broth|veggie stock|veggie broth|vegetable bouillon|vegetable stock cube|low sodium vegetable broth|vegetable stock powder > stock
miso soup > miso
enchilada sauce|red enchilada sauce|green enchilada sauce > chili
tikka masala sauce|curry sauce|korma sauce|butter chicken sauce|jalfrezi sauce|simmer sauce > curry powder
mole|mole sauce|mole paste > chili, chocolate
adobo|adobo sauce|adobo seasoning > chili
liquid smoke
msg|monosodium glutamate|accent seasoning
maggi|maggi seasoning|seasoning sauce|golden mountain sauce > soy
kewpie sauce|okonomiyaki sauce|tonkatsu sauce|bulldog sauce

# ---------------------------------------------------------------- drinks and alcohol
wine|cooking wine|table wine|dry wine|glass of wine > alcohol
white wine|dry white wine|sauvignon blanc|chardonnay|pinot grigio|pinot gris|riesling|white cooking wine|glass of white wine|vinho verde|albarino|chenin blanc|semillon|viognier > wine
red wine|dry red wine|merlot|cabernet|cabernet sauvignon|pinot noir|shiraz|syrah|malbec|chianti|zinfandel|tempranillo|red cooking wine|glass of red wine|full bodied red wine|rioja|sangiovese|grenache > wine
rose|rose wine|blush wine > wine
sparkling wine|champagne|prosecco|cava|cremant|bubbly > wine
sherry|dry sherry|cooking sherry|fino sherry|amontillado|oloroso|cream sherry > wine
port|ruby port|tawny port > wine
marsala|marsala wine|dry marsala|sweet marsala > wine
madeira|madeira wine > wine
vermouth|dry vermouth|sweet vermouth|white vermouth|red vermouth > wine
mirin|aji mirin|hon mirin|sweet rice wine|mirin seasoning > alcohol
sake|cooking sake|ryorishu|japanese sake > alcohol
rice wine|shaoxing|shaoxing wine|chinese cooking wine|shao hsing wine|chinese rice wine|huangjiu|yellow wine > alcohol
soju > alcohol
makgeolli > alcohol
beer|ale|lager|pale ale|ipa|india pale ale|pilsner|wheat beer|blonde ale|brown ale|craft beer|bottle of beer|can of beer|pint of beer|light beer > alcohol
stout|porter|guinness|dark beer|dark ale > beer
cider|hard cider|apple cider alcohol|dry cider|pear cider|perry > alcohol
rum|dark rum|white rum|spiced rum|light rum|golden rum|aged rum > alcohol
vodka|vanilla vodka|citrus vodka > alcohol
gin|london dry gin > alcohol
whisky|whiskey|bourbon|scotch|scotch whisky|rye whiskey|irish whiskey|japanese whisky|single malt|tennessee whiskey > alcohol
brandy|cognac|armagnac|calvados|apple brandy|pisco|grappa > alcohol
tequila|mezcal|blanco tequila|reposado tequila > alcohol
amaretto|disaronno > alcohol
coffee liqueur|kahlua|tia maria > alcohol
irish cream|baileys|irish cream liqueur > alcohol
orange liqueur|triple sec|cointreau|grand marnier|curacao|blue curacao > alcohol
liqueur|schnapps|kirsch|ouzo|sambuca|limoncello|chambord|frangelico|midori|creme de cassis|st germain|elderflower liqueur|absinthe|pastis|campari|aperol|jagermeister|bitters|angostura bitters > alcohol
tea|black tea|tea bag|breakfast tea|english breakfast tea|cup of tea|brewed tea|strong tea|builders tea|assam tea|ceylon tea|darjeeling
green tea|sencha|jasmine tea|green tea bag|gunpowder tea > tea
matcha|matcha powder|matcha green tea powder > tea
chai|chai tea|masala chai|chai concentrate|chai latte|dirty chai > tea
earl grey|earl grey tea|lady grey > tea
herbal tea|chamomile|chamomile tea|peppermint tea|rooibos|rooibos tea|hibiscus tea|fruit tea|ginger tea|lemon ginger tea|camomile|tisane|mint tea > tea
iced tea|sweet tea|ice tea|bottled iced tea > tea
oolong|oolong tea|pu erh|white tea > tea
latte|caffe latte|cafe latte|flat white|cortado|macchiato|latte macchiato|oat latte|iced latte|vanilla latte|caramel latte|pumpkin spice latte > coffee, milk
cappuccino|iced cappuccino > coffee, milk
mocha|cafe mocha|caffe mocha|iced mocha|mochaccino > coffee, milk, chocolate
americano|long black|cafe americano|lungo > coffee
hot chocolate|hot cocoa|drinking chocolate|cocoa drink|chocolate milk > chocolate, milk
milkshake|milk shake|chocolate milkshake|vanilla milkshake|strawberry milkshake|shake|frappe|frappuccino > dairy
smoothie|fruit smoothie|green smoothie|berry smoothie|banana smoothie|protein smoothie|strawberry banana smoothie|mango smoothie|smoothie bowl
protein shake|whey shake|protein powder|whey protein|whey|whey isolate|pea protein|plant protein powder|casein powder|collagen powder|collagen peptide
cola|coke|diet coke|pepsi|coca cola|diet cola|cola zero|coke zero|dr pepper|root beer
soda|soft drink|fizzy drink|pop|soda pop|sprite|7up|fanta|mountain dew|diet soda
lemonade|pink lemonade|cloudy lemonade|traditional lemonade
ginger ale|ginger beer
tonic water|tonic|slimline tonic
energy drink|red bull|monster energy|sports drink|gatorade|powerade|electrolyte drink|isotonic drink
juice|fruit juice|fresh juice|mixed fruit juice|tropical juice|juice drink|squash drink|cordial|fruit punch
water|cold water|warm water|hot water|boiling water|ice water|tap water|filtered water|lukewarm water|room temperature water|glass of water|cup of water|bottle of water|drinking water
sparkling water|soda water|mineral water|club soda|seltzer|carbonated water|fizzy water|still water|spring water|flavoured water|flavored water > water
coconut juice
ice|ice cube|crushed ice|ice chip|handful of ice|cup of ice

# ---------------------------------------------------------------- dishes named in lines
burger|hamburger|cheeseburger|beef burger|burger patty|beef burger patty|smash burger > ground beef
chicken burger|chicken patty > ground chicken
turkey burger|turkey patty > ground turkey
lamb burger|lamb meatball|kofta|lamb kofta|kofte > ground lamb
veggie burger|bean burger|black bean burger|vegan burger|plant based burger|beyond burger|impossible burger|vegetable burger|quinoa burger
hot dog|hotdog > sausage
corn dog > sausage, corn
pizza|pizza slice|slice of pizza|cheese pizza|margherita pizza
pepperoni pizza > pepperoni
spring roll|summer roll|rice paper roll|fresh spring roll|vegetable spring roll
egg roll > egg
sushi|sushi roll|california roll|maki|maki roll|nigiri|hand roll|temaki > rice
sashimi > fish
cinnamon roll|cinnamon bun|sticky bun|chelsea bun > bread, cinnamon
lettuce wrap|lettuce cup > lettuce
rose water|rosewater|orange blossom water|orange flower water

# ---------------------------------------------------------------- words that take a kind away
dairy free|non dairy|nondairy|lactose free|dairyfree|milk free ! dairy
egg free|eggless|egg less ! egg
vegetarian|meatless|meat free|meat substitute|veggie|meat alternative|plant based meat ! meat, seafood
vegan|plant based|plantbased|100% plant based ! meat, seafood, dairy, egg, honey
nut free|tree nut free ! nut
gluten free|gf|wheat free
sugar free|no sugar|no added sugar|sugarless|unsweetened|no sugar added ! sugar
salt free|no salt|no added salt|low salt|low sodium|reduced sodium|lower sodium|no salt added|sodium free ! salt
`;

type Row = { names: string[]; kindOf: string[]; also: string[]; drops: string[] };

function parseTable(text: string): Row[] {
  const rows: Row[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const [head, drops = ""] = line.split(" ! ");
    const [namePart, kindPart = ""] = head.split(" > ");
    const [kinds, also = ""] = kindPart.split(" + ");
    const list = (s: string) =>
      s
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean);
    // "cooked rice" is rice in a state, not another name: the words stay apart, so that a shopping
    // list keeps cooked and raw weights apart and a dislike still finds the food's own name
    const names = namePart.split("|").map((n) => n.trim());
    rows.push({
      names: names.filter((n, i) => i === 0 || !/^(cooked|baked|grilled|boiled|steamed) /.test(n)),
      kindOf: list(kinds),
      also: list(also),
      drops: list(drops),
    });
  }
  return rows;
}

// ---------------------------------------------------------------- index

type Concept = {
  id: string;
  /** display name: the first name as written */
  name: string;
  kindOf: string[];
  also: string[];
  /** kinds this word takes away from the text it is in ("dairy free" takes away dairy) */
  drops: string[];
};

export type FoodNameIndex = {
  /** normalised name ("kalamata olive") -> concept id ("kalamata") */
  byName: ReadonlyMap<string, string>;
  concepts: ReadonlyMap<string, Concept>;
  maxWords: number;
  /** concept id -> itself and everything it is a kind of, plus its `also` names */
  closure: ReadonlyMap<string, readonly string[]>;
  /** first word of a name -> the most words of a name starting with it */
  longestFrom: ReadonlyMap<string, number>;
  /** concept id -> its names, normalised, first name first */
  namesOf: ReadonlyMap<string, readonly string[]>;
};

const key = (text: string) => normaliseWords(text).join(" ");

function buildIndex(rows: readonly Row[]): FoodNameIndex {
  const byName = new Map<string, string>();
  const concepts = new Map<string, Concept>();
  const longestFrom = new Map<string, number>();
  const namesOf = new Map<string, string[]>();
  let maxWords = 1;
  for (const row of rows) {
    const id = key(row.names[0]);
    if (!id) throw new Error(`a food name line has no name: ${row.names.join("|")}`);
    if (concepts.has(id)) throw new Error(`food name "${id}" is listed twice`);
    concepts.set(id, {
      id,
      name: row.names[0],
      kindOf: row.kindOf.map(key),
      also: row.also.map(key),
      drops: row.drops.map(key),
    });
    for (const n of row.names) {
      const k = key(n);
      if (!k) continue;
      const owner = byName.get(k);
      if (owner && owner !== id)
        throw new Error(`the name "${k}" belongs to both "${owner}" and "${id}"`);
      byName.set(k, id);
      const list = namesOf.get(id) ?? [];
      if (!list.includes(k)) list.push(k);
      namesOf.set(id, list);
      const words = k.split(" ");
      maxWords = Math.max(maxWords, words.length);
      longestFrom.set(words[0], Math.max(longestFrom.get(words[0]) ?? 0, words.length));
    }
  }
  const closure = new Map<string, string[]>();
  const ancestors = (id: string, seen: Set<string>, path: string[]): void => {
    if (path.includes(id)) throw new Error(`food names form a loop: ${[...path, id].join(" > ")}`);
    if (seen.has(id)) return;
    seen.add(id);
    const concept = concepts.get(id);
    if (!concept) throw new Error(`"${id}" is named as a kind but has no line`);
    for (const parent of concept.kindOf) ancestors(parent, seen, [...path, id]);
  };
  for (const concept of concepts.values()) {
    const seen = new Set<string>();
    ancestors(concept.id, seen, []);
    for (const a of [...concept.also, ...concept.drops])
      if (!concepts.has(a)) throw new Error(`"${a}" (named by "${concept.id}") has no line`);
    for (const a of concept.also) seen.add(a);
    closure.set(concept.id, [...seen]);
  }
  return { byName, concepts, maxWords, closure, longestFrom, namesOf };
}

/** The table, indexed once per isolate. */
export const FOOD_NAMES: FoodNameIndex = buildIndex(parseTable(TABLE));

/** Builds an index from another table in the same format (tests). */
export function indexFoodNames(table: string): FoodNameIndex {
  return buildIndex(parseTable(table));
}

// ---------------------------------------------------------------- reading names in text

export type NameMatch = {
  /** concept id */
  id: string;
  /** word positions [start, end) in the normalised words */
  start: number;
  end: number;
};

/**
 * The food names in a run of normalised words, left to right, the longest name at each position
 * ("olive oil" before "olive"). Words no name covers are left out.
 */
export function findFoodNames(
  words: readonly string[],
  index: FoodNameIndex = FOOD_NAMES,
): NameMatch[] {
  const found: NameMatch[] = [];
  let i = 0;
  while (i < words.length) {
    let matched: NameMatch | null = null;
    const longest = index.longestFrom.get(words[i]) ?? 0;
    for (let n = Math.min(longest, words.length - i); n >= 1; n--) {
      const id = index.byName.get(words.slice(i, i + n).join(" "));
      if (id) {
        matched = { id, start: i, end: i + n };
        break;
      }
    }
    if (matched) {
      found.push(matched);
      i = matched.end;
    } else i++;
  }
  return found;
}

/** The concept a whole name stands for, when every word of it is one name ("red capsicum"). */
export function conceptOf(text: string, index: FoodNameIndex = FOOD_NAMES): string | null {
  return index.byName.get(key(text)) ?? null;
}

/**
 * Other names of the same product, normalised ("aubergine" -> "eggplant", "brinjal", ...): what
 * the food table may know a name by. Empty for a name the table does not list.
 */
export function synonymsOf(
  normalisedName: string,
  index: FoodNameIndex = FOOD_NAMES,
): readonly string[] {
  const id = index.byName.get(normalisedName);
  return id ? (index.namesOf.get(id) ?? []).filter((n) => n !== normalisedName) : [];
}

/** The names of what a food is a kind of, nearest first ("rigatoni" -> "pasta", ...). */
export function kindNamesOf(normalisedName: string, index: FoodNameIndex = FOOD_NAMES): string[] {
  const id = index.byName.get(normalisedName);
  if (!id) return [];
  return (index.closure.get(id) ?? [])
    .filter((k) => k !== id)
    .flatMap((k) => index.namesOf.get(k) ?? []);
}

/** The display name of a concept id ("coriander"), or the id itself when unknown. */
export function conceptName(id: string, index: FoodNameIndex = FOOD_NAMES): string {
  return index.concepts.get(id)?.name ?? id;
}

// ---------------------------------------------------------------- food terms (dislikes)

const WORD_PREFIX = "w:";
const CONCEPT_PREFIX = "c:";

/**
 * What a text is made of, as terms a dislike is looked up in: each food name it contains with
 * everything that name is a kind of (`c:shiitake`, `c:mushroom`), and each word no name covers
 * (`w:okra`). Used for recipe titles and ingredient lines; stored with a recipe
 * (`recipes.food_terms`) so that search can exclude dislikes in SQL.
 */
export function foodTermsOf(texts: readonly string[], index: FoodNameIndex = FOOD_NAMES): string[] {
  const terms = new Set<string>();
  for (const text of texts) for (const t of termsOfText(text, index)) terms.add(t);
  return [...terms].sort();
}

/** Terms of one text, remembered for the table's own index (the planner asks about the same lines often). */
const remembered = new Map<string, ReadonlySet<string>>();
const REMEMBER_AT_MOST = 20_000;

function termsOfText(text: string, index: FoodNameIndex): ReadonlySet<string> {
  const own = index === FOOD_NAMES;
  const known = own ? remembered.get(text) : undefined;
  if (known) return known;
  const terms = new Set<string>();
  {
    const words = normaliseWords(text);
    const covered = new Array<boolean>(words.length).fill(false);
    const matches = findFoodNames(words, index);
    const dropped = new Set(matches.flatMap((m) => index.concepts.get(m.id)?.drops ?? []));
    for (const match of matches) {
      const closure = index.closure.get(match.id) ?? [match.id];
      // "dairy-free yogurt": a kind the text takes away removes every name of that kind
      if (closure.some((id) => dropped.has(id))) continue;
      for (const id of closure) terms.add(CONCEPT_PREFIX + id);
      for (let k = match.start; k < match.end; k++) covered[k] = true;
    }
    words.forEach((w, k) => {
      if (!covered[k] && /[a-z]/.test(w)) terms.add(WORD_PREFIX + w);
    });
  }
  if (own) {
    if (remembered.size >= REMEMBER_AT_MOST) remembered.clear();
    remembered.set(text, terms);
  }
  return terms;
}

/** Terms as stored: "|c:mushroom|c:shiitake|w:fresh|" (so `instr(food_terms, '|c:x|')` finds one). */
export function serialiseFoodTerms(terms: readonly string[]): string {
  return terms.length ? `|${terms.join("|")}|` : "";
}

/**
 * What a dislike is looked up as: a list of alternatives, each a list of terms that must all be
 * present. "mushrooms" -> [["c:mushroom"]]; an unknown "okra stew" -> [["w:okra", "w:stew"]];
 * nothing for a dislike without letters.
 */
export function dislikeTerms(dislike: string, index: FoodNameIndex = FOOD_NAMES): string[][] {
  if (index !== FOOD_NAMES) return computeDislikeTerms(dislike, index);
  let known = rememberedDislikes.get(dislike);
  if (!known) {
    if (rememberedDislikes.size >= REMEMBER_AT_MOST) rememberedDislikes.clear();
    known = computeDislikeTerms(dislike, index);
    rememberedDislikes.set(dislike, known);
  }
  return known.map((all) => [...all]);
}

const rememberedDislikes = new Map<string, string[][]>();

function computeDislikeTerms(dislike: string, index: FoodNameIndex): string[][] {
  const words = normaliseWords(dislike).filter((w) => /[a-z]/.test(w));
  if (!words.length) return [];
  const whole = index.byName.get(words.join(" "));
  if (whole) return [[CONCEPT_PREFIX + whole]];
  // several names ("olives and mushrooms" typed as one): each must be present
  const matches = findFoodNames(words, index);
  const covered = new Set<number>();
  const terms: string[] = [];
  for (const m of matches) {
    terms.push(CONCEPT_PREFIX + m.id);
    for (let k = m.start; k < m.end; k++) covered.add(k);
  }
  words.forEach((w, k) => {
    if (!covered.has(k)) terms.push(WORD_PREFIX + w);
  });
  return [terms];
}

/** Whether text with these terms contains the dislike. */
function termsContain(terms: ReadonlySet<string>, alternatives: readonly string[][]): boolean {
  return alternatives.some((all) => all.length > 0 && all.every((t) => terms.has(t)));
}

/** Whether an ingredient line (or any food text) contains the disliked food, under any name. */
export function matchesDislike(dislike: string, text: string): boolean {
  return termsContain(new Set(foodTermsOf([text])), dislikeTerms(dislike));
}

/**
 * A test for many texts against many dislikes, built once: the first dislike the texts contain,
 * or null. For a recipe, pass its title and ingredient lines.
 */
export function dislikeMatcher(
  dislikes: readonly string[],
): (texts: readonly string[]) => string | null {
  const compiled = dislikes
    .map((d) => ({ dislike: d, alternatives: dislikeTerms(d) }))
    .filter((d) => d.alternatives.length > 0);
  if (!compiled.length) return () => null;
  const single = compiled.every((d) => d.alternatives.every((all) => all.length === 1));
  return (texts) => {
    const sets = texts.map((text) => termsOfText(text, FOOD_NAMES));
    if (single) {
      // the usual case: each dislike is one term, looked up in each text's remembered terms
      for (const d of compiled)
        for (const [term] of d.alternatives)
          if (sets.some((set) => set.has(term))) return d.dislike;
      return null;
    }
    const terms = new Set<string>();
    for (const set of sets) for (const t of set) terms.add(t);
    return compiled.find((d) => termsContain(terms, d.alternatives))?.dislike ?? null;
  };
}

/** The dislike a set of stored terms (`recipes.food_terms`) contains, or null. */
export function dislikeInTerms(
  terms: readonly string[],
  dislikes: readonly string[],
): string | null {
  const set = new Set(terms);
  return dislikes.find((d) => termsContain(set, dislikeTerms(d))) ?? null;
}

// ---------------------------------------------------------------- product names (shopping)

/**
 * The product a shopping name stands for, so that lines naming the same product merge and lines
 * naming different products do not, whatever food the nutrition table uses for them:
 * "cilantro" and "fresh coriander" are one product, "butter beans" and "cannellini beans" two,
 * "rice paper" is not "rice". A name that is wholly one food name gives that name's id; otherwise
 * its words, with each food name written the one way ("red capsicum strips" -> "red bell pepper
 * strip").
 */
export function productKey(name: string, index: FoodNameIndex = FOOD_NAMES): string {
  const words = normaliseWords(name);
  const whole = index.byName.get(words.join(" "));
  if (whole) return whole;
  const matches = findFoodNames(words, index);
  const out: string[] = [];
  let i = 0;
  for (const m of matches) {
    out.push(...words.slice(i, m.start), m.id);
    i = m.end;
  }
  out.push(...words.slice(i));
  return out.join(" ");
}
