/**
 * Everyday ingredient names -> USDA SR28 food (NDB number), for the ingredient resolver
 * (app/domain/ingredients.ts) and the `food_aliases` table.
 *
 * - Names are lower-case and written in the singular; the resolver singularises both the alias and
 *   the ingredient line word by word, so "tomatoes" finds "tomato" and "chickpeas" finds "chickpea".
 * - "cooked X", "canned X", "dried X" name the prepared form; a line that says "cooked", "canned",
 *   "can" or "dried" anywhere tries those first ("brown rice, cooked" -> "cooked brown rice").
 * - The third value is the weight of one piece in grams ("2 eggs", "1 lemon", "3 garlic cloves"),
 *   for a typical piece as sold; the resolver prefers a USDA household measure naming the size
 *   ("1 large" egg = 50 g) and scales small/large pieces otherwise.
 * - The fourth value lists traits the ingredient has but its stand-in food lacks (only for
 *   approximations: gochujang is computed as miso but usually contains wheat).
 * - Lines marked ≈ are approximations: SR28 has no such food, so the nearest one in composition
 *   stands in. Several names may share one row ("chickpea|garbanzo bean").
 *
 * Checked by db/seed/food-aliases.test.ts (every id exists in db/seed/foods.json, no alias twice).
 */
import type { FoodAlias, FoodTrait } from "../../app/domain/food/foods";
import { dishAliases } from "./dish-foods";
import { DISHES, INGREDIENT_FOODS, USDA_DISH_NAMES } from "./dishes";

type Row = readonly [
  names: string,
  foodId: number,
  gramsPerPiece?: number | null,
  addTraits?: FoodTrait[],
];

const ROWS: readonly Row[] = [
  // ---------------------------------------------------------------- oils and fats
  ["olive oil|extra virgin olive oil|evoo", 4053],
  ["vegetable oil|neutral oil|cooking oil|oil|soybean oil", 4044],
  ["canola oil|rapeseed oil", 4582],
  ["sesame oil|toasted sesame oil", 4058],
  ["coconut oil", 4047],
  ["avocado oil", 4581],
  ["peanut oil|groundnut oil", 4042],
  ["sunflower oil", 4584],
  ["grapeseed oil", 4517],
  ["corn oil", 4518],
  ["walnut oil", 4528],
  ["safflower oil", 4511],
  ["flaxseed oil|linseed oil", 42231],
  ["rice bran oil", 4037],
  ["chili oil|chilli oil", 4058], // ≈ sesame oil; the chili adds little
  ["cooking spray|nonstick spray|oil spray", 4044],
  ["butter|salted butter", 1001, 113], // a piece = one US stick
  ["unsalted butter", 1145, 113],
  ["ghee|clarified butter", 1003],
  ["margarine", 4610, 113],
  ["vegan butter|plant butter", 4614, 113], // ≈ vegetable-oil spread
  ["lard", 4002],
  ["duck fat", 4574],
  ["mayonnaise|mayo", 4025],
  ["vegan mayonnaise|vegan mayo", 42178],

  // ---------------------------------------------------------------- grains, rice, pasta, flours
  ["brown rice", 20036],
  ["cooked brown rice", 20037],
  ["rice|white rice|long-grain rice|jasmine rice|basmati rice", 20044], // ≈ jasmine and basmati as long-grain white
  ["cooked rice|cooked white rice|cooked jasmine rice|cooked basmati rice|steamed rice", 20045],
  [
    "short-grain rice|sushi rice|calrose rice|short-grain white rice|japanese rice|korean rice",
    20052,
  ],
  ["cooked short-grain rice|cooked sushi rice|cooked short-grain white rice", 20053],
  ["arborio rice|risotto rice|medium-grain rice", 20050],
  ["glutinous rice|sticky rice|sweet rice", 20054],
  ["cooked sticky rice|cooked glutinous rice", 20055],
  ["wild rice", 20088],
  ["cooked wild rice", 20089],
  ["quinoa", 20035],
  ["cooked quinoa", 20137],
  [
    "oat|rolled oat|old-fashioned oat|quick oat|oatmeal|porridge oat|quick-cooking oat|gluten-free oat",
    8120,
  ],
  ["steel-cut oat", 20038],
  ["cooked oatmeal|cooked oat", 8121],
  ["couscous|pearl couscous|israeli couscous", 20028],
  ["cooked couscous", 20029],
  ["bulgur|bulgur wheat|cracked wheat|freekeh", 20012], // ≈ freekeh as bulgur
  ["cooked bulgur", 20013],
  ["barley|pearl barley", 20005],
  ["cooked barley", 20006],
  ["farro|spelt", 20140], // ≈ farro as spelt
  ["cooked farro|cooked spelt", 20141],
  ["millet", 20031],
  ["cooked millet", 20032],
  ["buckwheat|buckwheat groat|kasha", 20009],
  ["cornmeal|polenta|yellow cornmeal", 20020],
  ["masa harina|masa", 20317],
  ["grits|corn grits", 8090],
  ["flour|all-purpose flour|plain flour|white flour|ap flour", 20081],
  ["whole wheat flour|wholemeal flour", 20080],
  ["bread flour", 20083],
  ["rice flour", 20061],
  ["brown rice flour", 20090],
  ["chickpea flour|gram flour|besan", 16157],
  ["almond flour|almond meal|ground almond", 12061],
  ["cornstarch|cornflour|corn starch", 20027],
  ["tapioca starch|tapioca flour", 20068],
  ["vital wheat gluten|seitan", 48052], // ≈ seitan is mostly wheat gluten
  [
    "pasta|spaghetti|penne|fusilli|rigatoni|linguine|fettuccine|macaroni|orzo|farfalle|lasagna noodle|lasagne sheet|lasagna sheet|dry pasta|tagliatelle|pappardelle|elbow macaroni|ziti|rotini|bucatini|orecchiette|conchiglie|shell pasta",
    20120,
  ],
  ["cooked pasta|cooked spaghetti|cooked penne|cooked macaroni", 20121],
  ["whole wheat pasta|whole wheat spaghetti|whole wheat penne", 20124],
  ["cooked whole wheat pasta", 20125],
  ["gluten-free pasta", 20133], // ≈ rice-based
  ["egg noodle|wide egg noodle", 20109],
  ["cooked egg noodle", 20110],
  [
    "rice noodle|rice vermicelli|rice stick|pad thai noodle|flat rice noodle|vermicelli noodle",
    20133,
  ],
  ["cooked rice noodle", 20134],
  ["soba|soba noodle|buckwheat noodle", 20114],
  ["cooked soba", 20115],
  [
    "udon|udon noodle|ramen noodle|ramen|lo mein noodle|wheat noodle|chinese noodle|noodle|hokkien noodle",
    20120,
  ], // ≈ dry wheat pasta
  ["cooked udon|fresh udon|fresh ramen noodle", 20121],
  ["chow mein noodle", 20113],
  [
    "glass noodle|cellophane noodle|mung bean noodle|bean thread noodle|sweet potato noodle|japchae noodle|dangmyeon",
    16082,
  ], // ≈ sweet potato noodles as mung bean
  ["gnocchi", 11352], // ≈ mostly potato
  ["bread crumb|breadcrumb|dry bread crumb|panko|panko bread crumb|panko breadcrumb", 18079],

  // ---------------------------------------------------------------- breads and wraps
  ["bread|white bread|sandwich bread|slice bread", 18069, 29],
  [
    "whole wheat bread|wholemeal bread|whole grain bread|wholegrain bread|multigrain bread",
    18075,
    32,
  ],
  [
    "sourdough|sourdough bread|baguette|french bread|crusty bread|ciabatta|italian bread|country bread",
    18029,
    30,
  ],
  ["rye bread|pumpernickel", 18060, 32],
  ["pita|pita bread|pitta", 18041, 60],
  ["whole wheat pita", 18042, 64],
  ["naan|naan bread|flatbread|lavash", 18041, 90, ["dairy"]], // ≈ pita; naan is made with yogurt
  ["flour tortilla|tortilla|wrap|large flour tortilla|burrito tortilla", 18364, 48],
  ["corn tortilla", 18363, 26],
  ["tortilla chip", 19056],
  ["taco shell", 18360, 13],
  ["bagel", 18001, 99],
  ["english muffin", 18258, 57],
  ["hamburger bun|burger bun|hot dog bun|bun|slider bun|brioche bun", 18350, 44],
  ["dinner roll|bread roll|roll", 18342, 28],
  ["croissant", 18239, 57],
  ["puff pastry", 18337],
  ["phyllo|phyllo dough|filo|filo pastry|phyllo sheet|filo sheet", 18338, 19],
  ["pie crust|pastry crust", 18334, 173], // a piece = one 9" crust (SR28 "1 pie crust")
  ["wonton wrapper|dumpling wrapper|gyoza wrapper|egg roll wrapper|spring roll wrapper", 18338, 8], // ≈ thin wheat dough
  ["rice paper|rice paper wrapper", 20133, 9], // ≈ rice noodles, dry
  ["crouton", 18242],
  ["cracker|saltine", 18228],
  ["granola", 8037],

  // ---------------------------------------------------------------- legumes, soy
  ["chickpea|dried chickpea|garbanzo bean", 16056],
  ["cooked chickpea", 16057],
  ["canned chickpea|chickpeas drained|canned garbanzo bean", 16359],
  ["black bean|dried black bean|black turtle bean", 16014],
  ["cooked black bean", 16015],
  ["canned black bean", 16018],
  ["kidney bean|red kidney bean|dried kidney bean", 16032],
  ["cooked kidney bean", 16033],
  ["canned kidney bean|canned red kidney bean", 16034],
  ["pinto bean|dried pinto bean", 16042],
  ["cooked pinto bean", 16043],
  ["canned pinto bean", 16146],
  ["white bean|cannellini bean|cannellini|navy bean|great northern bean|haricot bean", 16049],
  ["cooked white bean|cooked cannellini bean|cooked navy bean", 16050],
  [
    "canned white bean|canned cannellini bean|canned cannellini|canned navy bean|canned great northern bean",
    16051,
  ],
  // butter beans are large lima beans
  ["butter bean|large lima bean|dried butter bean", 16071],
  ["cooked butter bean|cooked lima bean|cooked large lima bean", 16072],
  ["canned butter bean|canned lima bean", 16073],
  [
    "lentil|brown lentil|green lentil|dried lentil|puy lentil|french lentil|black lentil|beluga lentil",
    16069,
  ],
  ["cooked lentil|canned lentil", 16070],
  ["red lentil|split red lentil|masoor dal|pink lentil", 16144],
  ["split pea|yellow split pea|green split pea|chana dal|toor dal|split chickpea", 16085], // ≈ chana and toor dal as split peas
  ["cooked split pea", 16086],
  ["mung bean|moong dal|urad dal|green gram", 16080], // ≈ urad dal as mung beans
  ["cooked mung bean", 16081],
  ["bean sprout|mung bean sprout", 11043],
  ["soybean sprout|soy bean sprout|kongnamul", 11452],
  ["refried bean", 16103],
  ["vegetarian refried bean", 16171],
  ["black-eyed pea|cowpea", 16062],
  ["canned black-eyed pea|cooked black-eyed pea", 16064],

  ["fava bean|broad bean|dried fava bean", 16052],
  ["cooked fava bean|canned fava bean|canned broad bean|ful|ful medames", 16054], // canned ≈ cooked
  ["adzuki bean|red bean", 16001],
  ["edamame|shelled edamame", 11212],
  ["soybean|dried soybean", 16108],
  ["tofu|firm tofu|extra-firm tofu|pressed tofu|tofu block", 16126, 396], // a block = 14 oz
  ["soft tofu|silken tofu|soft silken tofu|firm silken tofu", 16127, 396],
  ["tempeh", 16114, 227],
  ["hummus|houmous", 16158],
  ["miso|white miso|red miso|miso paste|shiro miso|yellow miso|doenjang|soybean paste", 16112], // ≈ doenjang as miso
  ["soy milk|soymilk|unsweetened soy milk", 16222],
  ["textured vegetable protein|tvp|soy protein|soy chunk", 16117], // ≈ defatted soy flour, what TVP is made of,

  // ---------------------------------------------------------------- nuts and seeds
  ["almond|whole almond|sliced almond|slivered almond|blanched almond", 12061],
  ["walnut|walnut half|walnut piece", 12155],
  ["cashew|cashew nut|raw cashew", 12087],
  ["roasted cashew", 12585],
  ["pecan|pecan half", 12142],
  ["pistachio|shelled pistachio", 12151],
  ["hazelnut|filbert", 12120],
  ["pine nut|pignoli", 12147],
  ["macadamia|macadamia nut", 12131],
  ["brazil nut", 12078],
  ["peanut|raw peanut", 16087],
  ["roasted peanut|salted peanut|dry-roasted peanut", 16090],
  ["peanut butter|creamy peanut butter|smooth peanut butter|natural peanut butter", 16098],
  ["crunchy peanut butter|chunky peanut butter", 16097],
  ["almond butter", 12195],
  ["cashew butter", 12088],
  ["sesame seed|white sesame seed|black sesame seed|toasted sesame seed", 12023],
  ["tahini|sesame paste", 12166],
  ["chia seed|chia", 12006],
  ["flaxseed|flax seed|ground flaxseed|linseed|flax meal|ground flax", 12220],
  ["sunflower seed", 12036],
  ["pumpkin seed|pepita", 12014],
  ["hemp seed|hemp heart", 12012],
  [
    "coconut|shredded coconut|desiccated coconut|unsweetened coconut|coconut flake|unsweetened shredded coconut",
    12108,
  ],
  ["sweetened coconut|sweetened shredded coconut", 12179],
  ["coconut milk|full-fat coconut milk|canned coconut milk", 12118],
  // computed by scripts/build-foods.ts: canned coconut milk, one part to two of water
  ["light coconut milk|lite coconut milk|reduced-fat coconut milk|low-fat coconut milk", 900001],
  ["coconut cream", 12115],
  ["almond milk|unsweetened almond milk", 14091],
  ["oat milk|oatmilk", 14639], // ≈ rice milk (similar starch-based drink)
  ["rice milk", 14639],
  ["coconut water", 14090],

  // ---------------------------------------------------------------- meat
  [
    "chicken breast|boneless chicken breast|skinless chicken breast|chicken breast fillet|chicken fillet|chicken|chicken meat",
    5062,
    200,
  ],
  // a piece is one boneless skinless breast as above (200 g raw; "chicken" is a breast there too)
  // after roasting: about 72 % of its raw weight, the same energy. USDA's only count measure for
  // this food is a carcass yield (52 g), which the resolver does not take for a piece.
  ["cooked chicken breast|cooked chicken", 5064, 145],
  ["shredded chicken|rotisserie chicken|leftover chicken", 5064],
  [
    "chicken thigh|boneless chicken thigh|skinless chicken thigh|chicken thigh fillet|boneless skinless chicken thigh",
    5096,
    115,
  ],
  ["bone-in chicken thigh|skin-on chicken thigh", 5091, 130],
  ["chicken drumstick|drumstick|chicken leg", 5066, 110],
  ["chicken wing|wing", 5100, 50],
  ["whole chicken", 5006, 1400],
  ["ground chicken|minced chicken|chicken mince", 5332],
  ["chicken liver", 5027, 44],
  ["ground turkey|minced turkey|turkey mince|lean ground turkey", 5305],
  ["turkey breast|turkey|turkey breast fillet", 5219],
  ["duck breast|duck", 5145, 160],
  ["ground beef|minced beef|beef mince|hamburger meat|ground chuck", 23572],
  ["lean ground beef|extra-lean ground beef|90% lean ground beef", 23562],
  [
    "beef|steak|sirloin|sirloin steak|top sirloin|beef sirloin|beef strip|stir-fry beef",
    13929,
    225,
  ],
  ["flank steak|skirt steak|beef flank|bavette", 13970, 450],
  ["ribeye|rib-eye|ribeye steak|rib eye steak|beef rib", 13824, 280],
  ["beef tenderloin|filet mignon|tenderloin steak", 13917, 170],
  [
    "stewing beef|beef stew meat|beef chuck|chuck roast|stew meat|braising beef|beef shoulder",
    23095,
  ],
  ["beef brisket|brisket", 13023],
  ["short rib|beef short rib|galbi|kalbi", 13980], // ≈ USDA has braised short ribs only
  ["thinly sliced beef|bulgogi beef|shaved beef", 13929],
  ["beef liver", 13325],
  ["pork tenderloin|pork fillet", 10060, 450],
  ["pork loin|pork loin roast", 10225],
  ["pork chop|boneless pork chop|pork loin chop", 10062, 185],
  ["pork shoulder|pork butt|boston butt|pork collar", 10070],
  ["pork belly", 10005],
  ["ground pork|minced pork|pork mince", 10219],
  ["pork|pork meat|lean pork", 10002],
  ["bacon|bacon slice|streak bacon|pancetta|bacon rasher|smoked bacon|bacon strip", 10123, 28], // ≈ pancetta as bacon
  ["ham|cooked ham|ham steak|diced ham", 10136],
  ["prosciutto|serrano ham|parma ham|cured ham", 10141, 15], // ≈ country-style cured ham
  ["chorizo|spanish chorizo|mexican chorizo", 7019, 60],
  [
    "italian sausage|sausage|pork sausage|sweet italian sausage|hot italian sausage|sausage link",
    7036,
    91,
  ],
  ["smoked sausage|kielbasa|andouille|andouille sausage|polish sausage", 7074, 68],
  ["salami|soppressata", 7069],
  ["pepperoni", 7057],
  ["lamb|lamb leg|leg of lamb|boneless lamb|lamb meat", 17013],
  ["ground lamb|minced lamb|lamb mince", 17224],
  ["lamb shoulder", 17035],
  ["lamb chop|lamb loin chop|lamb cutlet|rack of lamb|lamb rack", 17023, 95],
  ["veal|veal cutlet|veal scallopini|veal leg", 17094],
  ["bison|ground bison", 17268],

  // ---------------------------------------------------------------- fish and seafood
  ["salmon|salmon fillet|atlantic salmon|salmon filet|skinless salmon fillet", 15236, 170],
  ["wild salmon|sockeye salmon|coho salmon", 15076, 170],
  ["smoked salmon|lox", 15077],
  ["tuna|canned tuna|tuna in water|light tuna|canned light tuna|tuna drained", 15121, 142], // a piece = one 5 oz can
  ["tuna steak|fresh tuna|ahi tuna|yellowfin tuna|sushi-grade tuna", 15127, 170],
  [
    "cod|cod fillet|white fish|whitefish fillet|white fish fillet|haddock|pollock|hake|firm white fish",
    15015,
    170,
  ], // ≈ haddock, pollock, hake as cod
  ["tilapia|tilapia fillet", 15261, 116],
  ["halibut|halibut fillet", 15036, 170],
  ["sea bass|branzino|seabass|sea bream|snapper|red snapper", 15091, 150], // ≈ bream, snapper as sea bass
  ["trout|rainbow trout|trout fillet", 15115, 150],
  ["mackerel|mackerel fillet", 15046, 112],
  ["sardine|canned sardine", 15088, 12],
  ["anchovy|anchovy fillet", 15002, 4],
  [
    "shrimp|prawn|large shrimp|jumbo shrimp|raw shrimp|peeled shrimp|tiger prawn|king prawn",
    15270,
    14,
  ],
  ["cooked shrimp", 15151, 11],
  ["scallop|sea scallop", 15172, 15],
  ["bay scallop", 15172, 5],
  ["mussel", 15164, 8],
  ["clam", 15157, 10],
  ["crab|crab meat|crabmeat|lump crab meat", 15136],
  ["lobster|lobster tail|lobster meat", 15147, 150],
  ["squid|calamari|squid ring", 15175],
  ["octopus", 15166],
  ["fish stock|dashi|fish broth", 6174], // ≈ dashi as fish stock
  ["bonito flake|katsuobushi", 6174], // ≈ a garnish; negligible energy

  // ---------------------------------------------------------------- dairy and eggs
  ["egg|whole egg|large egg|free-range egg|egg beaten", 1123, 50],
  ["egg white|large egg white", 1124, 33],
  ["egg yolk|large egg yolk", 1125, 17],
  ["hard-boiled egg|boiled egg", 1129, 50],
  ["milk|whole milk|full-fat milk", 1077],
  ["2% milk|reduced-fat milk|semi-skimmed milk|low-fat milk|lowfat milk", 1079],
  ["1% milk", 1082],
  ["skim milk|nonfat milk|fat-free milk|skimmed milk", 1085],
  ["buttermilk", 1088],
  ["evaporated milk", 1096],
  ["sweetened condensed milk|condensed milk", 1095],
  ["milk powder|powdered milk|dry milk", 1091],
  ["heavy cream|double cream|whipping cream|heavy whipping cream|cream|thickened cream", 1053],
  ["light cream|single cream|cooking cream", 1050],
  ["half-and-half", 1049],
  ["creme fraiche|mexican crema|crema", 1053], // ≈ heavy cream
  ["sour cream", 1056],
  ["light sour cream|reduced-fat sour cream", 1178],
  ["yogurt|plain yogurt|natural yogurt|whole milk yogurt|yoghurt|plain yoghurt|curd|dahi", 1116],
  ["low-fat yogurt|low-fat plain yogurt|lowfat yogurt", 1117],
  [
    "greek yogurt|plain greek yogurt|nonfat greek yogurt|fat-free greek yogurt|0% greek yogurt|greek yoghurt",
    1256,
  ],
  ["low-fat greek yogurt|2% greek yogurt", 1287],
  ["full-fat greek yogurt|whole milk greek yogurt|labneh|strained yogurt", 1293], // ≈ labneh as full-fat Greek
  ["vanilla yogurt", 1119],
  ["kefir", 1289],
  [
    "cheddar|cheddar cheese|sharp cheddar|mature cheddar|shredded cheddar|cheese|shredded cheese|grated cheese",
    1009,
  ],
  ["mozzarella|mozzarella cheese|fresh mozzarella|buffalo mozzarella|bocconcini|burrata", 1026],
  ["part-skim mozzarella|low-moisture mozzarella|shredded mozzarella|pizza cheese", 1029],
  ["parmesan|parmesan cheese|parmigiano-reggiano|parmigiano|grated parmesan|grana padano", 1032],
  ["pecorino|pecorino romano|romano|romano cheese", 1038],
  ["feta|feta cheese|crumbled feta", 1019],
  ["halloumi|paneer|queso blanco|queso para freir", 1229], // ≈ firm fresh white cheese
  ["ricotta|ricotta cheese|whole milk ricotta", 1036],
  ["part-skim ricotta|light ricotta", 1037],
  ["cottage cheese", 1012],
  ["low-fat cottage cheese", 1015],
  ["cream cheese|soft cheese", 1017],
  ["mascarpone", 1017], // ≈ cream cheese (mascarpone is richer)
  ["goat cheese|chevre|soft goat cheese", 1159],
  ["swiss cheese|emmental|emmentaler|jarlsberg", 1040],
  ["gruyere|comte", 1023],
  ["monterey jack|pepper jack|jack cheese|monterey jack cheese", 1025],
  ["brie|camembert", 1006],
  ["blue cheese|gorgonzola|roquefort|stilton", 1004],
  ["gouda|smoked gouda|edam", 1022],
  ["provolone", 1035],
  ["fontina", 1020],
  ["american cheese|cheese slice", 1042, 21],
  ["queso fresco", 1228],
  ["cotija|cotija cheese|queso anejo", 1267],
  ["mexican cheese blend|mexican blend cheese", 1251],
  ["vegan cheese|dairy-free cheese", 1161], // ≈ cheese substitute
  ["whey protein|whey protein powder|protein powder", 14066],
  ["plant protein powder|pea protein|soy protein powder", 14067],

  // ---------------------------------------------------------------- vegetables
  [
    "onion|yellow onion|white onion|brown onion|spanish onion|sweet onion|red onion|purple onion",
    11282,
    110,
  ],
  ["green onion|scallion|spring onion|salad onion", 11291, 15],
  ["shallot", 11677, 40],
  ["garlic|garlic clove|clove garlic", 11215, 3],
  ["garlic head|head garlic|bulb garlic", 11215, 40],
  ["ginger|fresh ginger|ginger root|galangal|knob ginger|piece ginger", 11216, 15], // ≈ galangal as ginger; a piece = a thumb
  [
    "tomato|roma tomato|plum tomato|vine tomato|beefsteak tomato|heirloom tomato|ripe tomato",
    11529,
    123,
  ],
  ["cherry tomato|grape tomato", 11529, 17],
  [
    "canned tomato|canned diced tomato|tinned tomato|whole peeled tomato|canned whole tomato|chopped tomatoes canned|diced tomatoes canned|can diced tomato|san marzano tomato",
    11531,
  ],
  ["crushed tomato|canned crushed tomato|passata|tomato puree", 11693],
  ["tomato paste|tomato concentrate", 11546],
  ["tomato sauce|canned tomato sauce", 11549],
  ["sun-dried tomato|sundried tomato", 11955, 3],
  ["sun-dried tomato in oil|oil-packed sun-dried tomato", 11956, 3],
  [
    "red bell pepper|red pepper|bell pepper|sweet pepper|capsicum|red capsicum|orange bell pepper",
    11821,
    120,
  ],
  ["green bell pepper|green pepper|green capsicum", 11333, 120],
  ["yellow bell pepper|yellow pepper", 11951, 186],
  ["roasted red pepper|jarred roasted red pepper|roasted pepper|piquillo pepper", 11916, 35],
  ["jalapeño|jalapeño pepper", 11979, 14],
  ["serrano|serrano pepper|serrano chile|serrano chili", 11977, 6],
  [
    "chili|chile|chili pepper|red chili|fresh chili|bird's eye chili|thai chili|red chile|fresno chili|hot pepper|chilli|green chili|green chile|long green chili",
    11819,
    45,
  ],
  ["poblano|poblano pepper|anaheim pepper|anaheim chile|hatch chile", 11670, 120], // ≈ mild green chili
  ["canned green chile|diced green chile|canned green chili|diced green chili", 11980],
  [
    "dried chili|dried red chili|whole dried chili|arbol chile|chile de arbol|dried chile",
    11962,
    0.5,
  ],
  ["ancho chile|dried ancho chile|guajillo chile|dried guajillo chile|pasilla chile", 11978, 17], // ≈ guajillo as ancho
  ["chipotle|chipotle in adobo|chipotle pepper|chipotle pepper in adobo|chipotle chile", 11978, 10], // ≈ dried ancho
  ["carrot|baby carrot", 11124, 61],
  ["celery|celery stalk|celery rib|stalk celery", 11143, 40],
  ["cucumber|english cucumber|persian cucumber|lebanese cucumber", 11205, 300],
  ["zucchini|courgette|summer squash|yellow squash", 11477, 196],
  ["eggplant|aubergine|japanese eggplant|chinese eggplant", 11209, 450],
  [
    "potato|russet potato|yukon gold potato|red potato|baby potato|new potato|waxy potato|floury potato|white potato",
    11352,
    213,
  ],
  ["sweet potato|yam|kumara", 11507, 130],
  ["broccoli|broccoli floret|broccolini|chinese broccoli|gai lan", 11090, 150],
  ["cauliflower|cauliflower floret", 11135, 575],
  ["spinach|baby spinach|fresh spinach|spinach leaf", 11457],
  ["frozen spinach", 11463],
  [
    "kale|lacinato kale|tuscan kale|curly kale|cavolo nero|collard green|collard|swiss chard|chard|rainbow chard|mustard green",
    11233,
  ], // ≈ collards, chard as kale
  [
    "romaine|romaine lettuce|cos lettuce|lettuce|lettuce leaf|little gem|butter lettuce|green leaf lettuce",
    11251,
    6,
  ],
  ["iceberg lettuce|iceberg", 11252],
  ["mixed green|salad green|spring mix|mesclun|baby green|leafy green|mixed salad leaf", 11251],
  ["arugula|rocket|baby arugula|watercress", 11959],
  ["frisee|curly endive|escarole", 11213], // USDA "Endive" is Cichorium endivia
  ["cabbage|green cabbage|white cabbage|savoy cabbage", 11109, 900],
  ["red cabbage|purple cabbage", 11112, 900],
  ["napa cabbage|chinese cabbage|wombok", 11119, 900],
  ["bok choy|pak choi|baby bok choy|bok choi|pak choy|choy sum", 11116, 100],
  ["brussels sprout", 11098, 19],
  ["asparagus|asparagus spear", 11011, 16],
  ["green bean|string bean|french bean|haricot vert|snap bean|long bean", 11052],
  ["pea|green pea|frozen pea|garden pea|petit pois", 11312],
  ["snow pea|snap pea|sugar snap pea|mangetout", 11300],
  ["corn|sweet corn|corn kernel|corn on the cob|frozen corn|corn ear|ear corn", 11167, 100],
  ["canned corn|canned sweet corn", 11172],
  [
    "mushroom|white mushroom|button mushroom|cremini|cremini mushroom|baby bella|baby bella mushroom|brown mushroom|chestnut mushroom|crimini mushroom",
    11260,
    18,
  ],
  ["shiitake|shiitake mushroom", 11238, 19],
  ["dried shiitake|dried shiitake mushroom", 11268, 3.6],
  ["portobello|portobello mushroom|portabella", 11265, 84],
  ["oyster mushroom|king oyster mushroom", 11987, 15],
  ["enoki|enoki mushroom", 11950],
  ["butternut squash|squash|winter squash|acorn squash|kabocha|kabocha squash", 11485, 1000], // ≈ kabocha as butternut
  ["spaghetti squash", 11492, 1300],
  ["cooked spaghetti squash|roasted spaghetti squash", 11493],
  ["pumpkin", 11422],
  ["pumpkin puree|canned pumpkin", 11424],
  ["beet|beetroot", 11080, 82],
  ["radish", 11429, 9],
  ["daikon|daikon radish|mooli|korean radish", 11430, 338],
  ["avocado|hass avocado|ripe avocado", 9037, 150],
  ["leek", 11246, 89],
  ["fennel|fennel bulb", 11957, 234],
  ["okra", 11278, 12],
  ["artichoke|globe artichoke", 11007, 128],
  ["artichoke heart|canned artichoke heart|marinated artichoke heart", 11008, 30],
  ["olive|black olive|kalamata olive|kalamata|pitted olive|nicoise olive", 9193, 4],
  ["green olive|castelvetrano olive|manzanilla olive", 9195, 3],
  ["caper", 2054],
  ["bamboo shoot", 11028],
  ["water chestnut", 11588, 9],
  ["nori|seaweed|nori sheet|laver|roasted seaweed|gim", 11446, 2.6],
  ["wakame|dried wakame|kombu|kelp", 11669], // ≈ kombu as wakame
  ["kimchi|cabbage kimchi", 11118],
  ["sauerkraut", 11439],
  ["pickle|dill pickle|gherkin|cornichon", 11937, 35],
  ["tomatillo", 11954, 34],
  ["jicama", 11603],
  ["chayote|sayote|choko|mirliton", 11149, 203],
  ["water spinach|kangkung|kangkong|ong choy", 11503], // USDA's "swamp cabbage" is Ipomoea aquatica
  ["moringa leaf|malunggay|malunggay leaf|drumstick leaf", 11222],
  ["dried wood ear|dried wood ear mushroom|dried cloud ear|dried black fungus", 11988, 4.5],
  ["parsnip", 11298, 133],
  ["turnip", 11564, 122],
  ["celeriac|celery root", 11141],
  ["mixed vegetable|frozen mixed vegetable", 11583],
  ["jackfruit|young jackfruit|green jackfruit", 9144],
  ["plantain|green plantain|ripe plantain", 9277, 179],
  ["cassava|yuca", 11134],
  ["taro", 11518],
  ["lotus root", 11254],

  // ---------------------------------------------------------------- fresh herbs
  ["cilantro|coriander|fresh coriander|coriander leaf|cilantro leaf|cilantro sprig", 11165],
  ["parsley|flat-leaf parsley|italian parsley|curly parsley|parsley leaf", 11297],
  ["basil|basil leaf|thai basil|sweet basil|holy basil", 2044],
  ["mint|mint leaf|peppermint", 2064], // USDA's spearmint measure (2 tbsp = 11 g) is packed; peppermint's reads as kitchen mint
  ["spearmint", 2065],
  ["dill|dill weed|fresh dill", 2045],
  ["thyme|thyme sprig|fresh thyme|thyme leaf", 2049],
  ["rosemary|rosemary sprig|fresh rosemary", 2063],
  ["chive", 11156],
  ["lemongrass|lemon grass|lemongrass stalk", 11972, 20],
  ["curry leaf|kaffir lime leaf|makrut lime leaf|lime leaf|bay leaf|dried bay leaf", 2004, 0.2], // ≈ fresh curry and lime leaves as bay leaf (negligible)
  ["sage|fresh sage|sage leaf", 2038],
  ["tarragon|fresh tarragon|dried tarragon", 2041],
  ["oregano leaf|fresh oregano", 2027],
  ["marjoram", 2023],
  ["perilla|shiso|perilla leaf", 2065], // ≈ mint

  // ---------------------------------------------------------------- dried herbs and spices
  [
    "salt|sea salt|kosher salt|table salt|flaky salt|fine salt|flaky sea salt|coarse salt|himalayan salt|pink salt",
    2047,
  ],
  ["salt and pepper|salt and black pepper", 2047], // the pepper is negligible beside the salt
  [
    "black pepper|pepper|ground black pepper|freshly ground black pepper|peppercorn|black peppercorn|cracked black pepper|sichuan peppercorn|szechuan peppercorn",
    2030,
  ], // ≈ Sichuan pepper as black
  ["white pepper|ground white pepper", 2032],
  ["cumin|ground cumin|cumin seed|jeera", 2014],
  [
    "paprika|smoked paprika|sweet paprika|hot paprika|pimenton|sumac|aleppo pepper|kashmiri chili powder|kashmiri chilli powder|gochugaru|korean chili flake|korean red pepper flake",
    2028,
  ], // ≈ sumac, gochugaru and Kashmiri chili as paprika
  ["chili powder|chilli powder|ancho chili powder|chipotle powder", 2009],
  [
    "cayenne|cayenne pepper|red pepper flake|crushed red pepper|chili flake|chilli flake|red chili flake|ground red pepper|red chilli flake|red chili powder",
    2031,
  ],
  ["turmeric|ground turmeric|turmeric powder", 2043],
  ["cinnamon|ground cinnamon", 2010],
  ["cinnamon stick|cinnamon quill", 2010, 3],
  ["ground ginger|ginger powder|dried ginger", 2021],
  ["garlic powder|granulated garlic|garlic granule", 2020],
  ["onion powder|onion granule", 2026],
  ["oregano|dried oregano|mexican oregano", 2027],
  ["dried basil", 2003],
  ["dried thyme|thyme leaves dried", 2042],
  ["dried rosemary", 2036],
  ["dried parsley|parsley flake", 2029],
  ["dried dill|dill weed dried", 2017],
  ["dried mint", 2066],
  ["italian seasoning|herbes de provence|mixed herb|dried herb|mixed dried herb|za'atar", 2042], // ≈ as dried thyme
  ["coriander seed|ground coriander|coriander powder", 2013],
  [
    "curry powder|madras curry powder|garam masala|chaat masala|tandoori masala|tandoori spice|ras el hanout|baharat|berbere|chinese five spice|five spice|five-spice powder|jerk seasoning|cajun seasoning|creole seasoning|taco seasoning",
    2015,
  ], // ≈ spice blends as curry powder
  ["nutmeg|ground nutmeg", 2025],
  ["clove|ground clove|whole clove", 2011, 0.1],
  ["cardamom|cardamom pod|ground cardamom|green cardamom|green cardamom pod", 2006, 0.2],
  ["fennel seed", 2018],
  [
    "mustard seed|black mustard seed|brown mustard seed|yellow mustard seed|mustard powder|dry mustard",
    2024,
  ],
  ["fenugreek|fenugreek seed|fenugreek leaf|kasuri methi", 2019],
  ["allspice|ground allspice", 2001],
  ["star anise|anise|anise seed|aniseed", 2002, 0.5],
  ["caraway|caraway seed", 2005],
  ["saffron|saffron thread|pinch saffron", 2037],
  ["poppy seed", 2033],
  ["celery seed|celery salt", 2007],
  ["pumpkin pie spice|mixed spice", 2035],
  ["poultry seasoning", 2034],
  ["asafoetida|hing", 2026], // ≈ onion powder; used by the pinch
  ["vanilla|vanilla extract|pure vanilla extract|vanilla essence|vanilla bean paste", 2050],
  ["baking powder", 18369],
  ["baking soda|bicarbonate of soda|bicarb soda", 18372],
  ["yeast|active dry yeast|instant yeast|dry yeast", 18375],
  ["nutritional yeast|nooch", 18375], // ≈ dry yeast (nutritional yeast is richer in protein); no gluten
  ["gelatin|gelatine|unflavored gelatin", 19177],
  ["agar|agar agar|agar powder", 11669], // ≈ dried seaweed

  // ---------------------------------------------------------------- sauces, condiments, vinegars
  [
    "soy sauce|light soy sauce|shoyu|dark soy sauce|regular soy sauce|kecap manis|sweet soy sauce",
    16123,
  ], // kecap manis ≈ soy sauce
  ["low-sodium soy sauce|reduced-sodium soy sauce|lite soy sauce|less-sodium soy sauce", 16424],
  ["tamari|gluten-free tamari|gluten-free soy sauce|tamari soy sauce", 16124],
  ["coconut aminos|liquid aminos", 16125], // ≈ hydrolysed vegetable protein sauce
  ["fish sauce|nam pla|nuoc mam", 6179],
  ["oyster sauce", 6176],
  ["vegetarian oyster sauce|mushroom oyster sauce|mushroom sauce", 6175], // ≈ hoisin
  ["hoisin|hoisin sauce", 6175],
  ["teriyaki sauce|teriyaki", 6112],
  ["worcestershire|worcestershire sauce", 6971],
  [
    "sriracha|sriracha sauce|chili garlic sauce|sambal|sambal oelek|chili paste|harissa|harissa paste|chili sauce|sweet chili sauce|sweet chilli sauce|thai sweet chili sauce",
    6631,
  ], // ≈ chili pastes as sriracha
  [
    "gochujang|korean chili paste|korean red pepper paste|doubanjiang|chili bean paste|black bean sauce|fermented black bean|douchi",
    16112,
    null,
    ["gluten"],
  ], // ≈ miso; these usually contain wheat
  ["hot sauce|tabasco|louisiana hot sauce|frank's hot sauce|buffalo sauce|cholula|valentina", 6168],
  ["salsa|tomato salsa|salsa fresca|pico de gallo|salsa verde|chunky salsa", 6164],
  ["enchilada sauce|red enchilada sauce", 27063],
  ["pesto|basil pesto", 6626, null, ["dairy"]],
  ["marinara|marinara sauce|pasta sauce|spaghetti sauce|tomato pasta sauce|arrabbiata sauce", 6931],
  ["barbecue sauce|bbq sauce", 6150],
  ["ketchup|catsup|tomato ketchup", 11935],
  [
    "mustard|yellow mustard|dijon mustard|dijon|whole grain mustard|wholegrain mustard|grainy mustard|english mustard|spicy brown mustard",
    2046,
  ],
  ["horseradish|prepared horseradish|wasabi|wasabi paste", 2055], // ≈ wasabi as horseradish
  ["peanut sauce|satay sauce", 27059, null, ["gluten"]], // made with soy sauce,
  [
    "curry paste|red curry paste|green curry paste|yellow curry paste|thai curry paste|massaman curry paste|panang curry paste|tom yum paste|laksa paste",
    11819,
    null,
    ["shellfish"],
  ], // ≈ fresh chili; Thai pastes usually contain shrimp paste
  ["shrimp paste|belacan", 15152], // ≈ canned shrimp
  ["tzatziki", 1117], // ≈ low-fat yogurt
  ["ranch dressing|ranch|blue cheese dressing", 4639],
  ["caesar dressing", 4639, null, ["fish", "egg"]], // ≈ ranch; Caesar adds anchovy and egg,
  ["italian dressing|vinaigrette", 4114],
  ["balsamic vinegar|balsamic|balsamic glaze", 2069],
  ["red wine vinegar|sherry vinegar|white wine vinegar|champagne vinegar", 2068],
  ["apple cider vinegar|cider vinegar", 2048],
  [
    "vinegar|white vinegar|distilled vinegar|rice vinegar|rice wine vinegar|seasoned rice vinegar|black vinegar|chinkiang vinegar|malt vinegar",
    2053,
  ], // ≈ rice and black vinegars as distilled
  ["chicken broth|chicken stock|chicken bone broth|bone broth", 6194],
  ["beef broth|beef stock", 6008],
  ["reduced-sodium beef broth|less-sodium beef broth", 6188],
  ["reduced-sodium chicken broth|less-sodium chicken broth", 6183],
  ["low-sodium chicken broth|low-sodium chicken stock|unsalted chicken stock", 900003],
  ["low-sodium beef broth|low-sodium beef stock|unsalted beef stock", 900004],
  ["low-sodium vegetable broth|reduced-sodium vegetable broth|low-sodium vegetable stock", 900002],
  ["vegetable broth|vegetable stock|veggie broth|veggie stock", 6700],
  ["bouillon cube|stock cube|chicken bouillon|bouillon|chicken bouillon cube", 6080, 4],
  ["water|cold water|warm water|hot water|boiling water|ice water|ice", 14411],

  // ---------------------------------------------------------------- fruit
  ["lemon|whole lemon|preserved lemon", 9150, 58],
  ["lemon juice|fresh lemon juice|juice lemon", 9152, 45], // a piece = the juice of one lemon
  ["lemon zest|zest lemon|grated lemon zest|lemon peel", 9156, 2], // a piece = the zest of one lemon
  ["lime", 9159, 67],
  ["lime juice|fresh lime juice|juice lime", 9160, 30],
  ["lime zest|zest lime|lime peel", 9156, 1.5], // ≈ lemon peel
  ["orange|navel orange|blood orange|mandarin|clementine|tangerine|satsuma", 9200, 131],
  ["orange juice|fresh orange juice|juice orange", 9206, 85],
  ["orange zest|zest orange|orange peel", 9216, 3],
  [
    "apple|green apple|granny smith apple|red apple|gala apple|honeycrisp apple|fuji apple",
    9003,
    182,
  ],
  ["applesauce|unsweetened applesauce|apple sauce", 9019],
  ["banana|ripe banana|frozen banana", 9040, 118],
  ["strawberry|fresh strawberry|frozen strawberry", 9316, 12],
  ["blueberry|fresh blueberry|frozen blueberry|wild blueberry", 9050],
  ["raspberry|fresh raspberry|frozen raspberry", 9302],
  ["blackberry", 9042],
  ["mixed berry|berry|frozen mixed berry|frozen berry", 9050], // ≈ as blueberries
  ["mango|ripe mango|frozen mango|mango chunk", 9176, 200],
  ["pineapple|pineapple chunk|fresh pineapple", 9266],
  ["grape|red grape|green grape|seedless grape", 9132, 5],
  ["pear|asian pear|korean pear|nashi pear", 9252, 178],
  ["peach|nectarine", 9236, 150],
  ["plum", 9279, 66],
  ["apricot", 9021, 35],
  ["dried apricot", 9032, 3.5],
  ["cherry|sweet cherry", 9070, 8],
  ["kiwi|kiwifruit", 9148, 69],
  ["papaya", 9226, 300],
  ["watermelon", 9326],
  ["melon|cantaloupe|honeydew|honeydew melon", 9181],
  ["grapefruit", 9112, 246],
  ["pomegranate", 9286, 282],
  ["pomegranate seed|pomegranate aril", 9286],
  ["fig|fresh fig", 9089, 50],
  ["dried fig", 9094, 8.4],
  ["date|medjool date|pitted date|pitted medjool date", 9421, 24],
  ["deglet noor date|chopped date", 9087, 7],
  ["raisin|golden raisin|sultana|currant", 9298],
  ["dried cranberry|craisin", 9079],
  ["cranberry sauce", 9081],
  ["tamarind|tamarind paste|tamarind pulp|tamarind concentrate", 9322],
  ["pomegranate molasses", 19304], // ≈ molasses

  // ---------------------------------------------------------------- sweeteners, chocolate
  [
    "sugar|granulated sugar|white sugar|caster sugar|superfine sugar|cane sugar|raw sugar|turbinado sugar|demerara sugar",
    19335,
  ],
  [
    "brown sugar|light brown sugar|dark brown sugar|packed brown sugar|coconut sugar|palm sugar|jaggery|muscovado sugar|panela|piloncillo",
    19334,
  ], // ≈ palm sugar, jaggery as brown sugar
  ["powdered sugar|icing sugar|confectioners sugar", 19336],
  ["honey|raw honey|runny honey", 19296],
  ["maple syrup|pure maple syrup", 19353],
  ["molasses|blackstrap molasses|treacle", 19304],
  ["agave|agave syrup|agave nectar", 19912],
  ["rice syrup|brown rice syrup|corn syrup|golden syrup|simple syrup|date syrup", 19912], // ≈ agave
  ["stevia|sweetener|sugar substitute|monk fruit sweetener|erythritol", 19868],
  ["dark chocolate|bittersweet chocolate|70% dark chocolate|dark chocolate chip", 19904],
  [
    "chocolate chip|semisweet chocolate chip|semi-sweet chocolate chip|chocolate|semisweet chocolate|milk chocolate chip",
    19080,
  ],
  ["unsweetened chocolate|baking chocolate", 19078],
  ["cocoa powder|cocoa|unsweetened cocoa powder|cacao powder|dutch-process cocoa", 19165],
  ["marshmallow", 19116, 7],
  ["jam|jelly|fruit preserve|strawberry jam|apricot jam", 19297],

  // ---------------------------------------------------------------- drinks and alcohol
  ["coffee|brewed coffee|espresso|strong coffee", 14209],
  ["green tea|brewed green tea|matcha|tea", 14278], // ≈ matcha as brewed green tea
  [
    "white wine|dry white wine|shaoxing wine|shaoxing|chinese cooking wine|rice wine|dry sherry|sherry|vermouth|marsala",
    14106,
  ], // ≈ fortified and rice wines as white wine
  ["red wine|dry red wine", 14096],
  ["beer|lager|stout|ale", 14003],
  ["sake|cooking sake", 43479],

  // ---------------------------------------------------------------- foods as eaten (typed meals)
  // what a person eats is cooked: a meal's "1 cup broccoli" or "salmon" is read as these
  ["cooked broccoli|steamed broccoli|boiled broccoli", 11091],
  ["cooked carrot|boiled carrot|steamed carrot", 11125],
  ["cooked cauliflower|steamed cauliflower", 11136],
  ["cooked green bean|steamed green bean", 11053],
  ["cooked spinach|wilted spinach", 11458],
  ["cooked zucchini|steamed zucchini", 11478],
  ["cooked eggplant", 11210],
  ["cooked pea|cooked green pea|cooked frozen pea", 11313],
  ["cooked corn|cooked sweet corn|cooked ear corn|cooked corn on the cob", 11168],
  ["cooked kale", 11234],
  ["cooked cabbage", 11110],
  ["cooked brussels sprout", 11099, 21],
  ["cooked asparagus", 11012, 15],
  ["cooked mushroom|sauteed mushroom", 11261],
  ["sauteed onion|fried onion|caramelized onion", 11286],
  ["boiled potato|cooked potato", 11367, 150],
  ["baked potato|jacket potato|cooked baked potato", 11674, 173],
  ["cooked sweet potato|baked sweet potato", 11508, 114],
  ["cooked butternut squash|roasted butternut squash", 11486],
  ["cooked beet|cooked beetroot|roasted beet", 11081, 50],
  ["cooked salmon|baked salmon|grilled salmon|salmon fillet cooked", 15237, 140],
  ["cooked cod|baked cod", 15016, 180],
  ["cooked tilapia|baked tilapia", 15262, 87],
  ["cooked ground beef|cooked beef mince|browned ground beef", 23575],
  ["cooked lean ground beef|cooked 85% lean ground beef|beef patty|hamburger patty", 23569, 83],
  ["cooked ground turkey|cooked turkey mince", 5306],
  ["cooked bacon|crispy bacon|fried bacon", 10862, 11.5],
  ["cooked chicken thigh|roast chicken thigh", 5098, 116],
  ["cooked turkey breast|roast turkey|roast turkey breast|sliced turkey breast", 5220],
  ["cooked pork chop|grilled pork chop", 10068, 145],
  ["cooked pork|roast pork|cooked pork shoulder|pulled pork meat", 10093],
  ["cooked steak|grilled steak|cooked sirloin steak", 23610],
  ["scrambled egg", 1132, 61],
  ["fried egg", 1128, 46],
  ["poached egg", 1131, 50],
  // a slice of white toast: SR28 lists no slice of 18070; a 29 g slice of white bread (18069)
  // loses about a tenth of its weight as water when toasted
  ["toast|white toast|toasted white bread", 18070, 26],
  [
    "whole wheat toast|wholemeal toast|whole grain toast|brown toast|toasted whole wheat bread",
    18076,
    25,
  ],
  ["porridge|cooked porridge|oatmeal cooked", 8121],
  ["baked bean", 16005],
  ["cola|coke|cola soda|soda|soft drink|fizzy drink", 14148],
  ["diet cola|diet coke|diet soda", 14149],
  ["apple juice", 9016],
  ["ice cream|vanilla ice cream", 19095, 66],
  ["chocolate milkshake|milkshake|milk shake|chocolate shake", 1110],
  ["vanilla milkshake|vanilla shake", 1111],
  ["chocolate milk", 1102],
  ["corn flake|cornflake|corn flakes cereal", 8020],
  ["black tea|brewed tea|cup of tea|english breakfast tea", 14355],

  ["cooked ground lamb|cooked lamb mince", 17225],
  ["frankfurter|hot dog sausage|wiener|beef frank|beef hot dog", 7022, 49],
  ["ladyfinger|savoiardi|sponge finger", 18423, 13],
  ["graham cracker|digestive biscuit", 18173, 15],
  ["imitation crab|surimi|crab stick", 15109],
  ["fresh anchovy|raw anchovy", 15001],
  ["clam juice", 15162],
  ["whipped cream|whipped topping|squirty cream", 1054],
  ["chocolate syrup|fudge sauce|chocolate sauce", 19348],
  ["canadian bacon|back bacon|peameal bacon", 10998, 13.8],

  // ---------------------------------------------------------------- added for Mexican, Indian, Asian recipes
  ["hominy|white hominy|canned hominy|pozole corn", 20030],
  // ---------------------------------------------------------------- added for Italian, Mediterranean, French, American recipes
  ["buckwheat flour|sarrasin flour", 20011],
  // ---------------------------------------------------------------- added for Korean, Mediterranean, Mexican, Middle Eastern, Thai recipes
  // jarred lupini are boiled then brined: USDA's boiled lupins are the same food less the brine's salt
  ["lupini bean|lupin bean|lupini|lupin", 16077],
  ["nopal|nopales|cactus paddle", 11963],
  ["cooked nopal|cooked nopales", 11964, 29], // a pad = USDA's "1 pad" measure
  // ---------------------------------------------------------------- added for Japanese recipes
  ["natto", 16113],
  ["bitter melon|bitter gourd|goya|karela", 11024],
];

export const FOOD_ALIASES: readonly FoodAlias[] = [
  ...ROWS.flatMap(([names, foodId, gramsPerPiece, addTraits]) =>
    names.split("|").map((alias) => ({
      alias: alias.trim().toLowerCase(),
      foodId,
      gramsPerPiece: gramsPerPiece ?? null,
      ...(addTraits ? { addTraits } : {}),
    })),
  ),
  // dishes SR28 has itself: the plain names mean SR28's food (db/seed/dishes.ts)
  ...USDA_DISH_NAMES.flatMap(({ names, foodId, gramsPerPiece }) =>
    dishAliases([{ names, id: foodId }]).map((a) => ({ ...a, gramsPerPiece })),
  ),
  // dishes and made ingredients (db/seed/dishes.ts), built into foods.json by scripts/build-foods.ts
  ...dishAliases(INGREDIENT_FOODS),
  ...dishAliases(DISHES),
];
