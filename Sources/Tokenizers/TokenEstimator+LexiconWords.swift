// Written by Scripts/estimator/make-estimator-lexicon.py: do not edit.
/// The words the estimator's piece model knows the cost of (see `TokenEstimator.Lexicon`): each line
/// is four costs, of `word`, ` word`, `Word` and ` Word` (the largest count of Gemma 3, Llama 3.2,
/// Qwen2.5, cl100k and o200k; 3 is three or more), then the words of that signature, lowercased.
extension TokenEstimator.Lexicon {
    /// 37024 words in 69 signatures.
    static let text = """
1111 ab abb ability about above abs absolute abstract ac acc accent accept accepted access according
1111 account accounts accuracy ace ack act action actions activ activate activation active
1111 activities activity actor acts actual actually ad ada adam adapter add added adding additional
1111 address addresses adds adj adjust admin administrator adresse ads adult adv advance advanced
1111 advisor af aff after ag again against age agency agent agents aggregate ah ahead ai air airport
1111 aj ajax ak akt al alan alarm album ale alert alex alg algorithm ali alias alice align alignment
1111 alive all alle allen alloc allocate allocation allow allowed allows almost along alpha already
1111 als also alt alter altern alternate alternative although always am amazon amb american among
1111 amount amy an ana anal analysis analytics anchor and andre android ang angel angle angular anim
1111 animal animated animation anime ann anne annotation annual anonymous another ans answer answers
1111 ant anth anti any anything ao ap apache api app appearance append apple application
1111 applications apply appointment appro approval approved approx apps apr aqu ar arc arch
1111 architecture archive are area areas arena arg args argument arguments ark arm armor around arr
1111 array arrays arrow art article articles artifact artist as asc ash asia aside ask aspect ass
1111 assembly assert asset assets assign assignment assistant associate associated association ast
1111 async at ath atl atom atomic att attach attached attachment attack attempt attendance attention
1111 attribute attributes au aud audio audit auf aug aus aut auth authentication author authority
1111 authorization authorized authors auto autom automatic automation autor aux av availability
1111 available avatar average avg avoid aw award away awesome aws ax axis ay az azure ba baby back
1111 backend background backup bad badge bag bah bal balance ball ban band bang bank banner bar bars
1111 bas base based basic basket bat batch battery battle bay be beam bean beans bear beat beautiful
1111 because bed been beer before begin behavior bei being bel bell below ben benchmark benef ber
1111 bern berry bes best bet beta better between bi bias bid big bill billing bin binary bind
1111 binding bio bird birth birthday bit bitcoin bitmap bits biz bl black blank blend blo blob block
1111 blocking blocks blog blood blue blur bo board bob body bold bomb bon bond bone bonus book
1111 booking bookmark books bool boolean boom boost boot bootstrap border born boss bot both bottom
1111 bound boundary bounds bow box boxes boy br brain branch brand bre break breaking bridge brief
1111 bright bring brit bro broadcast broken broker bron brown browse browser bru brush bs btn bu
1111 bubble bucket budget buf buff buffer bug build builder builders building built bulk bullet
1111 bundle bur burn bus business busy but button buttons buy buzz by byte bytes ca cab cache cached
1111 cad cake cal calc calcul calculate calculator calendar call callback called caller calling
1111 calls cam camera camp campaign campo can cancel candidate cannot canvas cap capacity capital
1111 caps capt caption capture car carbon card cards care career cargo carousel carrier cars cart
1111 cas cascade case cases cash cast castle cat catalog catch categories category cause cd ce cel
1111 cele cell cells cent center central centre cert certificate ch cha chain chair challenge chan
1111 change changed changes changing channel channels chapter char character characters charge chart
1111 charts chat che cheap check checked checker checking checkout checks chef chem chi chief child
1111 children china chip cho choice choices choose christ chrome chron chunk church ci cipher circle
1111 cit cities city civil cl cla claim claims clar class classes classic classification clean
1111 cleanup clear cli click client cliente clients clin clinical clip clipboard clock clone close
1111 closed closing closure cloud club cluster cmd co coach coal cod code codes coding coffee coin
1111 coins col cold cole coll collapse collect collection collections collector college collision
1111 colon color colors colour column columns com comb combat combine combined combo come comfort
1111 comic coming comm command commands comment comments commerce commercial commission commit
1111 common communication community como comp compact companies company compare comparison
1111 compatible compet compile compiler complete completed completion complex component components
1111 composer composition compound compression comput compute computer con concept cond condition
1111 conditional conditions conf conference config configuration configure confirm confirmation conn
1111 connect connected connecting connection connections connector cons consider console const
1111 constant constants constraint constraints construct construction constructor consult consumer
1111 cont contact contacts container containers contains content contents context contin continue
1111 continuous contract contracts control controller controllers controls conv conversation
1111 conversion convert converter cook cookie cookies cool coord coordinate coordinates cop copy
1111 copyright cor core corn corner corp correct cors cos cost cou could count counter countries
1111 country counts county coupon cour course courses court cover coverage cow cr craft cre cream
1111 create created creates creating creation creative creator credentials credit credits cri crime
1111 crit criteria critical cro crop cross crow crypt crypto cs css ctrl cu cube culture cum cur
1111 currency current currently curso cursor curve custom customer customers cut cy cycle da daily
1111 dal dam damage dan danger dao dar dark das dash dashboard dat data database dataset date dates
1111 datos datum day days db de dead deadline deal dealer death debug dec decimal decision deck decl
1111 declare decode decoder decor deep def default defaults define defined definition definitions
1111 deg degree degrees del delay delegate delete deleted delivery delta dem demo den density dep
1111 depart department dependencies dependency depending deploy deployment deposit dept depth der
1111 derived des desc describe description descriptor deserialize design desk desktop dest
1111 destination destroy det detail details detect dev develop developer development device devices
1111 di dia dialog diamond dice dict dictionary did die diff difference different difficulty dig
1111 digest digit digital dim dimension dimensions dir dire direct direction directive director
1111 directory dirty dis disable disabled disc discount discover discussion disk disp dispatch
1111 display dispose dist distance distribution district div divider division do doc dock docs
1111 doctor document documentation documents does dog doing dom domain don done door dos dot double
1111 down download downloads dr draft drag dragon draw drawable drawer drawing dream drink drive
1111 driver drivers drop drug dry du due dummy dump dup duplicate dur duration during dyn dynamic
1111 each ear early earn earth ease east easy eat eb ec echo ed edge edit edited editing edition
1111 editor educ education ef eff effect effective effects eight ein either ek el ele elect electric
1111 element elements elf elite ell else em email emb embed embedded emoji emp employee employees
1111 empty en enable enabled enc encode encoder encoding end ending endpoint enemy energy eng engine
1111 engineering english enh ens ensure ent enter enterprise entities entity entre entries entry
1111 enum env environment ep episode epoch eq equ equal equals equipment er err error errors es esc
1111 escape esp ess essay est esta estado este estimated et eth ether eu ev eval evaluate evaluation
1111 even event events ever every everyone everything ex exact exam example examples exc excel
1111 except exception exceptions exchange exclusive exec execute execution executor exercise exist
1111 existing exit exp expand expanded expect expected expense experience experiment experimental
1111 expert expl explicit export expr express expression ext extend extended extension extensions
1111 external extra extract extras ey eye fa fab fabric fac face facebook faces fact factor factory
1111 faculty fade fail failed failure fair fake fal fall false family fan fans fant far farm fast
1111 fat fatal father fault favorite favorites fax fe feature featured features fecha fed fee feed
1111 feedback feel fel female fetch few fi field fields fig fight figure fil file files fill film
1111 filter filters fin final finally finance financial find finder finding fine finish finished
1111 fire firebase first fish fit fitness five fix fixed fl flag flags flash flat flex flight flip
1111 flo float floating floor flow fluid flush flutter fly fn fo focus fold folder follow following
1111 font fonts foo food foot football footer for force ford fore forecast foreign forest forge
1111 forget forgot form format formation former forms formula fort fortunately forum forward foto
1111 found foundation four fox fr fra fraction fragment frame frames framework fre fred free
1111 frequency fresh friend friendly friends from front fu fuck fuel full fully fun func function
1111 functional functions fund future ga gain gal gallery gam game games gamma gap gar gas gate
1111 gateway gay ge gear gem gen gender gene gener general generate generated generation generator
1111 generic genre geo geometry ger gesture get gets getter getting ghost gi gift girl girls git
1111 github give given gl glass global go goal god going gold good goods google got gov government
1111 gr grab grad grade gradient gram gran grand grant graph graphic graphics gravity gray gre great
1111 greater green grey grid gro ground group groups grow grupo gu guard guess guest gui guid guide
1111 guild gun ha hack had hair hal half hall ham han hand handle handler handles handling hands
1111 hang happy har hard hardware has hash hat have having hay he head header headers heading health
1111 healthy heap heart heat heavy height hel hell hello help helper helpers hen her here hero
1111 heroes het hex hey hi hidden hide high higher highest highlight hint hip his hist histor
1111 history hit hits ho hol hold holder holiday hom home homepage hon hook hooks hop hope hopefully
1111 hor horizontal hospital host hot hotel hour hours house hover how however hp html http hu hub
1111 hum human hung hunter hy hyper ice ich icon icons id ide ideal ident identifier identity idle
1111 if ign ignore ik il ill illegal im image images imm immutable imp impact implement
1111 implementation import important imports in inc include included includes including income
1111 incoming incorrect increase increment ind index indexed indicator individual industry inf info
1111 inform information infos ing ingredient ingredients ini init initial initialize inject inline
1111 inner input inputs ins insert inside inst instagram install installation installed installer
1111 instance instances instant instead instruction instructions instrument insurance int integer
1111 integration intel intent inter interaction interactive interest interesting interface
1111 interfaces intern internal international internet interrupt intersection interval into intro
1111 inv invalid inventory invest invite invoice invoke io ion ip ir iron is iso iss issue issues it
1111 item items iter iterator its ja jac jack jak jam jan jar java javascript je jer jet jets jo job
1111 jobs john join joined joint jon jos journal joy js json ju jud judge jump jun jur just justice
1111 jwt ka kal kar kat ke keep keeper keeping kel ken kernel key keyboard keys keyword keywords kh
1111 ki kick kid kids kill kim kin kind king kir kit kn knife know knowledge known kom kon kr ky la
1111 lab label labels lake lambda land lane lang language languages large las last lat late later
1111 latest latin latitude launch launcher law layer layers layout lazy le lead leader leading leaf
1111 league lean learn learning least leave led lee left leg legacy legal legend len length leo les
1111 less lesson let lets letter letters level levels lex li lib library lic license licensed lie
1111 life light lights lik like likes lim limit limited limits lin line linear lines link linked
1111 links linux list lista listen listener listing lists lit lite liter literal little liv live
1111 living ln lo load loaded loader loading loads loan loc local locale located location locations
1111 locator lock locked log logger logging logic logical login logo logout logs lon long look
1111 looking looks lookup loop lord los loss lost lot lots lov love low lower lt lu lua luck lux lv
1111 ly ma mac machine macro mad made mag magic mah mail main maintenance major make maker makes
1111 making mal male man mana manage managed management manager manifest manual manufact
1111 manufacturer many map mapper mapping maps mar margin mark markdown marker market marketing
1111 marks marshal mart mary mas mask mass massage master mat match matches matching mate material
1111 materials math matrix max maximum may maybe mb mc md me meal mean means measure measurement med
1111 media median medical medium meet meeting meg mel mem member members membership memo memory men
1111 menu mer merc merchant merge mes mesh mess message messages met meta metadata metal meteor
1111 meter method methods metric metrics metro mi mic micro mid middle middleware migration mil mill
1111 min mind mine mini minimal minimum minor minute minutes mir mirror mis misc miss missing
1111 mission mit mix mixed mo mob mobile mock mod modal mode model models modern modified modifier
1111 modify mods module modules mom moment mon money mongo monitor mono monster mont month monthly
1111 months moon mor more mos most mot mother motion motor mount mounted mouse mov move movement
1111 moves movie movies moving mp mr ms msg mt mu much mul mult multi multip multiple multiply mur
1111 mus music must mut mutable mutation my na nam name named names namespace nano nat nation
1111 national native natural nature nav navbar navigate navigation navigator naz nb nd ne near need
1111 needed needs neg negative neighbor neo nested net network neutral never new news newsletter
1111 next ng nh ni nic nice nick nie night nil nine nit no node nodes noise nom nombre nome non none
1111 nor norm normal normalize normally north nos not note notes nothing notice notification
1111 notifications notify nov nova now nr nu null num number numbers numer numeric numero nut nx ny
1111 ob obj object objective objects obs observ observable observer occ occup oct od odd of off
1111 offer offers office official offline offset often oh oil ok okay ol old om omega on once one
1111 online only ont op open opening oper operand operation operations operator operators opp ops
1111 opt option optional options or oracle orange ord orden order ordered orders org organ
1111 organization orientation orig origin original orth os ot other others otherwise our out outer
1111 outline output outputs outside over overall overflow overlay override overview own owned owner
1111 owners ownership pa pack package packages packet pad padding pag page pages pagination paid
1111 paint pair pal palette pan pane panel paper par para paragraph parallel param parameter
1111 parameters params parcel parent parents park parse parser part partial participant participants
1111 particle partition partner parts party pas pass passed password past paste pat patch path paths
1111 patient patients pattern patterns pause pay payload payment payments pdf pe peace peak pear ped
1111 peer pel pen pending people per percent percentage perfect perform performance perhaps period
1111 perm permission permissions pers persistent person persona personal persons pes pet pets pg ph
1111 phase phi phil phone phones phot photo photos php phrase phys physical physics pi pic pick
1111 picker picture pictures pie piece pieces pin ping pink pipe pipeline pitch pix pixel pizza pl
1111 place placeholder placement places plain plan plane planet plans plant plate platform play
1111 played player players playing playlist please plot plug plugin plugins plus po pod point
1111 pointer points pokemon pol policy polit poll poly polygon pool pop popular population popup por
1111 port portal portfolio portrait ports pos pose position positions positive poss possible post
1111 postal posted poster posting posts pot potential pour pow power powered pr practice pre prec
1111 precision pred predict prediction pref preferences preferred prefix premium prepare pres
1111 presence present presentation press pressure pretty prev preview previous pri price prices prim
1111 primary prime primitive principal print printer printing prior priority priv privacy private
1111 pro prob probably probe problem proc procedure process processing processor prod produ producer
1111 product production producto products produto prof professional profile profiles profit program
1111 progress project projection projects prom promise prompt proof prop properties property
1111 proposal props prot protect protected proto protocol prototype prov provide provider providers
1111 province proxy ps psi psych pt pu pub public publication publish published publisher pull
1111 purchase pure purple purpose push put py python qi qt qu quad qual qualified quality quant
1111 quantity quarter que queen queries query quest question questions queue qui quick quiet quit
1111 quite quiz quote quotes ra race rad radi radio radius rail rails rain raise raised raises ram
1111 rand random range rank rate rated rates rather rating ratio raw ray re reach react reaction
1111 read reader reading ready real really realm reason rec receipt receive received receiver recent
1111 recipe recipes recogn recommend recommended record records rect rectangle recursive red
1111 redirect redis reduce ref refer reference references reflection refresh reg regex region
1111 regions register registered registration registro registry regular reject rel related relation
1111 relations relationship relative release released reload rem remaining remark remarks remember
1111 remote remove removed ren rename render renderer rent rep repair repeat replace replacement
1111 reply repo report reports repository represent representation req request requests require
1111 required requirements requires res research reservation reserved reset resize resolution
1111 resolve resolver resource resources resp respond respons response responses responsive rest
1111 restart restaurant restore result results resume ret retrieve retry return returned returns rev
1111 reverse review reviews revision reward rh rich right rights ring rio risk river ro road rob
1111 robot rock rocket rod rol role roles roll rom roman room rooms root ros rose rot rotate
1111 rotation round route router routes routine routing row rows roy rp rs ru rub ruby rule rules
1111 run runner running runs runtime rx sa sad safe sal salary sale sales salt sam same sample
1111 samples sampling san sand sans sat save saved saving say sc scala scalar scale scan scanner
1111 scar scenario scene sch schedule scheduled scheduler schema scheme school science scient scope
1111 score scores scr screen screens script scripts scroll se sea search season seat sec second
1111 secondary seconds secret section sections sector secure security see seed seeing seek seen seg
1111 segment sel select selected selection selector self sell seller sem semantic sen send sender
1111 sending sense sensor sent sentence sep seq sequence ser serial serialization serialize series
1111 serv serve server servers service services session sessions set sets setter setting settings
1111 setup seven severity sex sh sha shader shadow shape share shared shares sharing sharp she sheet
1111 shell shield shift ship shipping shoot shop shopping short shortcut shot should show shows
1111 shutdown si sid side sidebar sie sig sigma sign signal signals signature signed signup sil
1111 silver sim similar simple simulation sin since sing single singleton sink sit site sites six
1111 size sizes sk skill skills skin skip sky sl slash slave sleep slice slide slider slot slots
1111 slow sm small smart smith smooth sn snake snap snapshot snow so soap social socket soft
1111 software sol sold solid solution solver som some someone something sometimes son song songs
1111 soon sorry sort sorted sorting sound sounds source sources south sp space spaces span spark
1111 spawn spe speaker spec special species specific speech speed spell sphere spin spinner spl
1111 split spo sport sports spot spr spread spring sprite spy sq sql square sr src st stack staff
1111 stage stamp stan stand standard standing star stars start started starting startup stat state
1111 statement states static station statistics stats status stay std ste steam steel step steps
1111 ster stick still stock stone stop storage store stores stories storm story str straight
1111 strategy stream streams street strength stretch strict strike string strings strip stroke
1111 strong struct structure stub student students studio study stuff style styled styles su sub
1111 subject subjects submission submit submitted subscribe subscriber subscription success
1111 successful such suite sum summary summer sun sup super supplier support supported sur sure
1111 surface survey sus sw swagger swap sweet swift switch sy sym symbol symbols syn sync syntax sys
1111 system systems sz ta tab table tables tabs tag tags tail take taken taking talk tam tan tank
1111 tap tar target targets task tasks tau tax tcp te teacher teachers team teams tech techn
1111 technical technology ted teen tek tel tele telegram telephone tell tem temp temperature
1111 template templates temporary ten tenant tensor ter term terminal terms terr terrain tes test
1111 tester testing tests tex text texture th than thank thanks that the their theme themes then
1111 there these theta they thin thing things think thinking third this those though thought thr
1111 thread threads three threshold through throw thumb thumbnail thus ti tick ticket tickets tier
1111 tile tiles tim time timeline timeout timer times timestamp tiny tip tipo tips tit title titles
1111 tk to toast today todo todos toggle tok token tokens tom ton too tool toolbar tools top topic
1111 topics tor torrent tot total touch tour tower town toy tr tra trace track tracker tracking
1111 tracks trad trade traditional traffic trail train training traits trans transaction
1111 transactions transfer transform transition translate translation translator transparent
1111 transport trap trash travel tre tree trees tri trial triangle trigger trim trip tro true trust
1111 truth try trying ts tu tube tuple tur turn tutorial tv tw tweet twitter two tx ty typ type
1111 typed types ub uber ubuntu uh ui uint ul ult um un una unable und under undo une unexpected uni
1111 unicode uniform union unique unit units unity unix unknown unless unlock uno unt until up
1111 update updated updates upgrade upload upon upper ups ur urban uri url us usage use used user
1111 username users uses using usually usuario usuarios ut util utilities utility utils va vac val
1111 valid validate validation validator validators valor value values van var vari variable
1111 variables variant vault ve vec vector vehicle vel velocity ven vendor vent venue ver verb
1111 verification verified verify vers verse version versions vert vertex vertical very vi via video
1111 videos view viewer views vin viol vir virtual vis visibility visible vision visit visitor
1111 visual vk vo voice void vol volt volume vote votes vous vs vu vue vy wa wait waiting wake wal
1111 walk walker walking wall wallet want war ware warehouse warm warn warning was wat watch water
1111 wave way we weak weapon weather web website wed week weekly wei weight wel welcome well wer
1111 were west western wh what whatever wheel when where whether which while white who whole why wi
1111 wide widget widgets width wie wifi wiki wil wild will win wind window windows winner wins
1111 winter wire wis with withdraw within without wizard wo wolf woman women won wood word words
1111 work worker workers workflow working works workspace world would wow wr wrap wrapped wrapper
1111 write writer writes writing written wrong wy xi xml ya yang ye yeah year years yellow yes yet
1111 yo you young your youtube ze zen zero zh zip zone zoom
1112 abort accessible accordion activated addr affected aliases aligned amt angles animations
1112 annotations apellido appear archivo attachments attr attrib attrs authenticate authenticated
1112 authorize await aware axes barcode baseline bg bindings bins blocked bounding brains brightness
1112 buffers buscar callbacks canonical cantidad categoria caught cb cc cfg chars charset checkbox
1112 checkpoint checksum chooser chunks classifier clazz clicked clientes clusters cnt codec coder
1112 codigo collapsed cols compat compiled compose computed concat configs confirmed consulta
1112 contain converted coords correo cpp credential crud csv ctr ctx curr cx dados daemon datas
1112 datetime decrypt delimiter deprecated deque descripcion detach dic digits dims directories dirs
1112 disconnect dismiss dispatcher distinct dlg dll domains dropdown ds dst dt dto edges editable
1112 editar elapsed elem ellipse encoded encrypt ended entered entropy enumer erro eta evento
1112 exclude exists expiration expired expires exports extent extern fallback fc fd filename filled
1112 filtered finite fixture focused folders foreground formats formatted formatter freq fs
1112 fullscreen fx gb genres globals gs handlers hora hostname href https ids idx imagen img impl
1112 implemented implicit inactive indent indexes indices inicio initialized initializer inspect
1112 instr inverse issuer iteration iterations ix lbl lemma lf liked lint listeners lng localized
1112 logged longitude malloc mapped marca markers markup matcher menus mgr milliseconds minus mutex
1112 nama neighbors nickname nm nonce normalized nota ns nullable oi opacity opened optimizer opts
1112 ordinal pager pairs parsed particles paused pedido pid pixels pk precio predicate prefs pressed
1112 printf processed productos prog proj ptr pts pwd px qty ranges recipient refs requested
1112 resolved resultado reuse scaled sdk segments segue selectors senha separator serialized
1112 serializer shown slides slug snippet sock spacing sprites stmt stored stride structured subset
1112 substring subtitle suffix surname svg tabla tanggal td telefono terminate textbox texto
1112 textures throws ticker ticks titulo tmp tooltip tp trait translated translations transpose twig
1112 txt uid undefined uploaded urls usu utc utf uuid vals vars verbose vertices viewport visited vm
1112 warnings webpack weights ws yaw
1113 repositories
1121 aber able acad academic ach achievement acid acting actors adapt adaptive ade ae agenda ages
1121 aging ago agr agree aid aim ain albums ald alerts alf alien alla ally alo alone alphabet alta
1121 alto amber ambient amen amer ammo amp anc anch anda anders ange animals ank aph appe
1121 approximately apt arb archives ard aren armed arms arrival arte artists arts ary asi asking
1121 assessment assigned assist assuming aston astr astro auction aur autos ava aval ave avec axe
1121 axios bab bac bach bags bak balanced balls bam banana bands banks barang bard bare bart bash
1121 basis baz bd bearing beck bee beg beh bek belt bench bere berg bers bert bew bh bib bij bike
1121 bil bild bilder biology bios bir birds bis bishop bite bj blade blast ble blind blink blogs
1121 boards boat bol bolt bones boo bor borough borrow bos bour bout boxing boys bra brace brands
1121 bras bread brew brick brid brig bringing bucks bud bugs bul bull burg burger burst buyer bye
1121 caf came camel cant cape carry casting cats cer ces cf chains chang chap charg charger charges
1121 charging chemical cher chin chlor chr chrom chu cin cir circ citation classified cle clinic
1121 cloth clubs coat cock coil comes committee commons communications competition competitive conc
1121 concert conduct cone conexion confidence constitution conte contest continental continued contr
1121 contrast contributors controlled copies cord cot cout cov covered covers cp cran crest crew
1121 criminal cron cry ct cue cul cult cup curl cust cv cyan cycl dad dag dance dart dating daughter
1121 deb ded dee defines deliver dense dent depend depends dere dess developers dex dez dh diet din
1121 ding dio discord dish distributed dit divide dj django dob doch docker dogs dong dont doors dra
1121 dre dress dro drops duck dw dx dy ea eco economic edu een efficient eg egg eh eid ej elastic
1121 elder electron electronics elig ella elle elm emails ember emit employment ende ends ensemble
1121 equip era ere erg esk especially esper essen essential estate estimate esto estr eve evil
1121 expenses expo eyes ez facility facts faith falls fare fav favor fell fen fer fern fest fib
1121 fiber fiction fighter fighters films finger fir fires firm fits flatten fleet flower flowers
1121 flu flux fol folk followers fon foods forced forces fork fortune forums frag fram frau freeze
1121 fried frog fruit ft ful fur fusion gan gang gard geb ged gee gel geme gent ges gesch gest gew
1121 gh gin ging gio gle glob gly glyph gmail gn gon gone gor gra grades graduate graf grammar grass
1121 grave greens gren grim gross growth grund guards guns gy hab habit hai hammer hari hart haus
1121 haven hd heads hear heard hed held helm hem hil hill him hin hind hire historic hoe hog holding
1121 holds hole homes hood horn horse hos houses housing hud hunt hus hv hyp ib idea ideas identify
1121 ig ih ils imag inch incident indo infer ingen ink inn inspection institution integr interpret
1121 intr investment ips iris isa isl ist iterate iv ive iz jab jal jaw jes jest ji jong jr jug
1121 junction jury kad kan kap kart kas ker kes ket kg kil killer kits kl kle km ko kok kol kont kop
1121 kor kos kre ku kul kur kv kw labs lac lace lad laden lag lah lam lamp lan landing lands lap lar
1121 lav laws lay leaders lear lease lect lecture ledger legs lei lem ler lev lever ley lia
1121 libraries lid lies lift lig lime ling lion lip lis liste listed lob locker lod lok lol lor lose
1121 lover lowest lug lung lust lyn mach mage mai maid maj mak mall mand mandatory mann mans mant
1121 mare marine markets mars mast masters matter maze meaning medi medicine meer mega mens ment
1121 mental mention meth mg mia might mile million minecraft miner ming mint mist mitt mk mn modelo
1121 mol mond mong mort mostly mour mouth moz mun mund nad nah nak nan nap nar nas necessary neck
1121 ned needle nel ner ness nest nets nik nim nin ning nutrition nz ober obl oc og older ole ones
1121 ook opens optim oral orb orbit orch ordering ordinary ore organic organisation organizations
1121 ori orient orn oro ort osc ost ott ou outs oval oven overs ow owl ox oz pac pace packing pai
1121 pain pais pak panic pants papers pare pars particularly partners passport paypal pb pc pee peek
1121 peg pend peng pent perc perf perl permit pert pf phen pickup pics pig pill pine pins pip pipes
1121 pir pis pit pivot plants plat plates plays ple ply pole pon pond populate porn porter possibly
1121 powers pra prefer prep prepared pret prevent pricing primer printed prints prix produce produk
1121 profession promo promotion pron proper protein provided psy pulse pun punk pur pv rab rabbit
1121 rac rack rag rage raid raj ran ranking rap rapid ras rat ratings raz rc rd reads rear reb rece
1121 recover reddit rede reflect relationships relay reserve resident respect restaurants restricted
1121 reve rewrite rex ri rib ric rice richt rico rid ride ridge rif rig rim rin riot rip ris rise
1121 rit riv roads robots roc rog roller rolling roma roof roots rou rough rounded roz rt rud rug
1121 rum rus rush rust rut ry said sandbox sap sar sass sav scatter schools scratch sect sed sek
1121 selling semester semi sequ serie ses sexual shade shaft shake shall shed shine ships shirt
1121 shops shore shots shr shuffle sic silent ski sms soc sole solve sons spa spam spar spect spi
1121 spiel spir spotify sta stable starter starts stations stellar stem sticky stim sto stocks
1121 stones strand strap stre stress stripe structures stud sty succ supports surf sv tablet takes
1121 tal tas tat tb tea tee teil tent termin terra terror tested tet tf them ther thermal thy tic
1121 tie tight til tin ting tod tol tone torch tout trainer tran trib truck trusted tweets typically
1121 ud ug uk ultimate uma ung uns unter urb usa vale variation vas ved veget vehicles venture vere
1121 vern ves vest vet vic vice vid vide vie vig vil villa ville vim vine virt visa vit voices von
1121 voor vor vox voy walls wan wand wang wanted ward wash washer washing waters waves ways wealth
1121 wear weed weeks weg wen went werk wid wife wig wik wine wing wise wish wit witch woo woods wor
1121 wordpress worm worth writers wyn xt yan yard yi yield za zag zahl zap zar zeit zi zig zo zones
1121 zu zug zw
1122 aa aaa aan aba abc abi abilities abl abol abras aby acceptable acciones accur acet ache acl
1122 acre acted actively acute adc addon addons adel aden adm admins ado adress advert aes agar aged
1122 agg aggi agli agon agua ail aire aired airs airy ais aka akan akin ako aktiv aku alc algo alk
1122 aller alles allo allocated alm alph alte altura ama amat amd ami amo ample amps anche ander
1122 andra anger angi angled ani animate anni anno annot announce ano anon anos answered ante antes
1122 antic antics antis ants anus anz apa ape apk apl apo appoint appointed appropriate approve apro
1122 aque argc argent argv aria arma arp arter ascending ascii ashes asks asm assemble asses assoc
1122 ata atan atas ate athe atoi atoms atr atte auc autocomplete avail aver avez avi avid avis awk
1122 azi babel backs balances bara baru basename bases bb bbox bc bcrypt beb bef belief belongs
1122 berries bf biased bic bk bla blah blas bm bmp bn boa boarding boats bons borne bots bounce
1122 bounded boxed bp branches breaker bred bt builtin bum bury bv bw bx cac cade cakes capitalize
1122 captcha caret caster casts cate categorie ceased ceil cen cep cerr cess cg chai chalk changer
1122 chant chants charged chez chmod chor chosen chrono cid cient cil cis cite ck claimed clang clas
1122 clave clearfix clf cling closest cls cm cmp cms cn coded coef coeff cola coli coma comma
1122 commend compan compress compressed configured consistent constexpr constructed consume contador
1122 contained contenido contexts continent contra contre contro cope cores corr cpf cpu cq crafted
1122 crate crawl crawler crc cred csr csrf cuda culo cus cuts cw cwd cycles cz czas czy datasets
1122 datatype dated dato dbc dbo dc dd decoded decorate dens deny departure dependent deps derive
1122 descricao desired detalle df dfs dg diag dif direccion dirname discard disposing dives dk dl dm
1122 dn dna dni dns doi dotenv dots dp dpi dq dtype duct duk dv dz dzi earned ears ecc ech ect edad
1122 edi educated ee eer egal ego ei eing eks ela elic elif elim ellas eller elles ello elong els
1122 elseif elt elves eman embedding embr emo emotion emple empt ench encrypted endif endl ener enn
1122 enqueue ense enth entr entrada ents eo epochs eps epsilon erase erb erk erm ern ero eros errno
1122 ers erv ery esa escaping ese esi eso essa esse estar esteem estruct etc ethical ett etter evt
1122 ew excerpt excluding exe expects expire expiry explode extends extr fabs facet fails fait fas
1122 favicon fb feat feeding feeds felt ff fft fg fh fic fid fifo fila filepath filesystem fills
1122 firstname fixtures fk flare flies flows fm fmt fname foil fois fontsize forcing foreach forma
1122 forme formed formerly forming forth fortunate fos fp fprintf fps frac frei frm frontend ftp
1122 fullname fung fw fy gc gcc gd genes gens geom gere getline gf gfx gg gia gid gif gist gli glm
1122 gm goo goog goto gp gpio gps gpu graded grading grams graphql graphs grav grep grounds grown
1122 grpc grunt gst gt gtk guided gulp gw gx gz gzip haar halt halten handled hap hare harga hashed
1122 hasil haul hb hc hdr headed headline heed heel hei hes heure hh hid hips hk hl hm hn hoc
1122 holders holes hone hosts hr hrs hs ht htt humidity hw ia iam iar ic ici icing icy idade
1122 identified idi ie iff iframe igen ignored ii iii ij ile ili ilk illum illusion ima imagem imb
1122 ime imgs immer immune incl inclusive inde indic indice inds ine inet inflate infra inh inherit
1122 inne inning inode inp inte interpre intestinal ints invalidate invert iod ions ios ipc iphone
1122 ipv ire irm isbn isc ise isi isol isp isset issued italic itch ith itr itu iw iy jav javax jd
1122 jdbc jej jenis jit jj jl joining jour jours jp jpeg jpg jq jquery jsx jt jumlah justify juven
1122 kb kc kd ked kills kj kk klass kode kommen kp ks ksi kt kwargs lain langs larg lash lashes
1122 lassen lasting lastname latent latex layouts lays lb lbs lc lcd ld leased leases leasing lesen
1122 lest lett leur leurs lg lh lhs libs licenses lick lifting ligne lij likely lined liner
1122 linewidth linger linha lining lj ll lle llen lm lname localhost locals locking locks loops lp
1122 lr ls lst lush lut lvl lw lx lying lys makers marked masked matched mates meno mensaje mente
1122 mere merged metros mez mf mh midd mie mime mins mise missions mj mkdir ml mm modo mongodb
1122 mongoose mph mpl mq mqtt multipart mute mux mv mw mx mys mysql mysqli nal nameof nc nearest neh
1122 nell nelle nen nett newline nf nga nid nilai nip nivel nj nk nl nn noc noch nod nonatomic nop
1122 nost notation noticed noun np npc npm nt nth nullptr numpy nums nuts nv nw nya oa oauth obe
1122 objc objet objs obra observe occasion occupation occupied och ocup ode oder odor oe offs oft
1122 ogl ogr oid olan olds oli oma omin omit omp onde onder ons onto ontology oo opaque opcode
1122 operate operative opr optic optimized ora orang ordin ores organized osp oss oste otp otros oud
1122 ought oui ounce ours outfile outing outlined ov overwrite owe owed owing owns oxy oy paced
1122 packed pagina paginate paging paired pard pared passes passwd pathname payer pcs pd pec peri
1122 persist petition phon phy picked pickle pictured piel pies pile pj pkg pkt pla placed planes
1122 pled plist plots pls plt plural pm pn png poi poke ponder pong porte portion posed poses posing
1122 posit postgres pp ppt pq pray preg prepend preset println prise processors productive profil
1122 profits protobuf prove proved prox pseudo pst pthread pus pute puts pw pytest qa qc qq qr qs
1122 qua quake qualification quam quarters quel quelle quer ques quests queued quil quir quis quo
1122 quoi quot quota quoted qw racial raft raising raison rang rant rape rapper rar ration rats rb
1122 rdf reachable readonly reasonable recht reck recognized recv redd redo redux refund regexp
1122 registr regs regulated reinterpret rek remain renal rend renders reported repos repr
1122 represented requ rer resent resh reshape respuesta reste restrict restriction retain retval rew
1122 rez rf rg rgb rgba rho rhs ridden rides ries rij rites rl rm rn rnd rng robe roi rollback
1122 rolled rollers rpm rq rr rsp rss rtl rupt ruta rv rw saldo sanitize sb scanf sched schemas sd
1122 sealed secs secured sehen sei sein sembl semble seo serde sess sett sf sg shit siblings simp
1122 simulate sip sis sizeof sj skins skirts sku sla slick snd sns sono specified spender spent
1122 splice spoken spots sprintf sqlite sqrt ss ssh ssl stab stad stag stairs stakes stance stands
1122 stash statt statuses stderr stdin stdout stead stellen sticks stoi stood stor storms strain
1122 strconv strlen stro sts stu styl stylesheet submenu subplot subs subscriptions substr subtract
1122 sudo suggest summ svc sx tahun tails tant taxonomy tbl tbody tc telefone templ temps tener
1122 tensorflow terminated termination tern ters teste textarea texts tg tha tid ties timestamps
1122 timezone tion tl tls tm tn toc tog toi tones tons tors tracked tract traction tractor trag
1122 trained trajectory tram tras tries trx tt ttl turned txn typedef typename typeof typing tz ua
1122 uart ubic uc ucz uden udp ue uf uit ull ultimo ump uname unas unc unchecked unde undef
1122 underline unders unfinished unge unic unidad uniq unlink unn unordered unos unsafe unset
1122 unsigned unsubscribe unto unused uploads upp upt ure urg urge urlpatterns urn usable usb
1122 userdata userid usher usize uso usr ust usted usual utan uten utter uu uur uv uw ux uy uz vais
1122 vak validated valu valuation vant vara variants vary vascular vat vb vc vd vect veh vendors
1122 venir venta vents venues verbs vero verte verts vez vf vg vida vier violent vip visions viz vl
1122 vn voir volatile vos voucher vp vr vt vv vw vx wagon wards wart wav wb wc wd webdriver weekday
1122 weighted weit wf wg wget whose wich wij wipe wives wk wl wm wn worked worthy wp wt ww www wx xa
1122 xb xc xe xhr xl xlabel xm xmlns xo xp xpath xr xs xx xxx xy xyz yaml yards yc yen yer yg ylabel
1122 ylim yn yp yr ys yt yum yy zb zd zeigen zeigt zelf zer zeros zie zk zm zn zs zz
1123 implicitly queda truncate
1131 constitutional ethereum mentor pleasant sequelize therapy
1132 cherche cloak eligible geben glyphicon mentioned nehmen onclick oxid oxide pillar plaintext
1132 steady urgent zoek
1133 anticipated credible credited emploi enzyme eslint llvm ounces pygame smtp strcmp strtotime
1133 underscore uppercase varchar
1211 abr andy anna apollo arial arn beth emer emma feb gary gil hz ian iran jay juan mozilla patrick
1211 rick ron ross stra yu
1212 alchemy clr defs drv mailer mvc orm ral rpc xd
1221 aad abby abd abe abel acer agu aires ala alam alic allah aly amar ames angelo annie anton
1221 antwort ara arbeit ari ars aub bau baum bec berger bett bing blick borg brook buch cec ced chen
1221 cheng ches chester clair clare cobra colo cox dale dek duc eden eld eli ellen elli elo elon
1221 emin engl erd erie erin eur eva fang feld frage gerald glas gos gow hawk hawks hib hir hiro hof
1221 hoff hort hou igor ike indy intl ionic ish isis ital ivan ivy jad jah jas jen jian jiang jin
1221 jing kah kee kov lage lama leh leigh lew licht liga linkedin logan lords lund manuel markt
1221 marshall mits mons nero nes nev ney olson oman orc orr otto pell platz plex porto pty qing raf
1221 rah rai ree reed rei reich rene reno rey rica rift rita roe rome rox seite sey shan shaw shi
1221 shiv stadt stein strom tec thur tos umb uran urs utt vik wahl wald wayne wend wert wick wort
1221 wright wu xia xin yah yas yii ying yun zac zend zhou ziel zimmer zion zy
1222 aaaa aac aal aar aat abad abal abama aban abar abay abbit abble abbo abbr abcd abee abei abela
1222 abella abelle aben abet abetes abeth abetic abh abies abil abile abilia abin abis abit abled
1222 abler ables abling ablo ably abo abor abouts abra abus abwe abyte abytes aca acak acam acao
1222 acas acci accion acco acd acea aced acement acen acency acent aceous aces aceut acey acf acha
1222 achat ached achen acher achers aches achi achine aching acho achs acht achte achten achts achu
1222 aci acia acial acias acic acidad acie acier acies acija acin acing acio acion acional acionales
1222 aciones acios acious acity acja acje acji ackbar acked acker acket ackets acking ackle acks
1222 acky acle acles aco acock acoes acom acon acons acos acr acs acter acteria acterial acters
1222 actic activo actoring actory actus acular acus acy acz adal adamente adan adar adas adata aday
1222 adays adb adden adder addin addir addle addy aded adem ader adera aders ades adh adi adia adian
1222 adians adic adier adies adin ading adio adir adium adle adol adoo ador adora adoras adors ados
1222 adow adr adro adt ady aea aec afa afd afe afen afety affe affen affer affle affles afi afil
1222 afka afone afs aga agal agan agara agas agate agation agem agement agen agens ager agers aget
1222 aggable agger aggio agh aghan agi agic agina agine agini agit agle agma agment agn agna agne
1222 agner agnet agog agogue agonal agos agra agram agraph ags agt ague agues agus agy aha ahaha
1222 ahan ahas ahi ahir ahkan ahl ahlen ahn aho ahoma ahoo ahr ahren ahu ahun aign ailand ailed
1222 ailing aille ails aily aina aine ained ainen ainer aines aining ains aint aira airie airo airro
1222 aise aiser aises aison aisy ait aja ajan ajar ajas aje ajes aji ajo aju akah ake aked aken aker
1222 akers akes aket akh aki aking akis akit akk akov aks aksi akte akter aktion aktu akukan aky
1222 alach alah alamat aland alar alary aled aleigh alem alen aler alers ales aley alez aleza alia
1222 alian alie alin aling alink alion alis alist ality alker allas allax alled allel allenge allery
1222 alli alling allis alls alog alom alon alore alous alsa alse alted alten altet alth altung alty
1222 alu alus amac amaged aman amas amate amax amba ambah ambda ambi ambia ambil ambio ambique amble
1222 ambre ame amed amel ament amental amente aments amic amide amiento amientos amil amiliar amily
1222 amin amina amine aming amins aml amm amma ammed amment ammer amodel amon amos amoto amous
1222 amphetamine ampled ampler ampling ampton ams amu amus anager anan anas anca ance anced ancel
1222 ancell ancement ancer ancers ances anches ancia ancial ancias ancies ancing anco ancock ancy
1222 andal andan andas ande anded andel andelier anden andes andex andez andi andid andin anding
1222 ando andom andon andr andro ands andum ane aned anel anes aney anga angan anged angement angen
1222 angent angered angers anges anging angkan angler ango angs angu anh ania anian anic anie aniem
1222 anine aning anio anity aniu anium anj anja anje anka ankan anke anken anker ankind anking anko
1222 anks anky anmar annah anned anneer annel annels anner anners annes annies anning annis annon
1222 annt anny annya anoi anol anova ansa ansas anse ansen anship ansi ansion ansk anske ansom anson
1222 ansson anst anta antage antages antal antan antar antas antd anted anten anter antiago
1222 antically antium antlr antly anto antom antro antry antu antz anut anuts anya anyahu anyak
1222 anych anye anyl anza anzi apan apas apat aped apel aper apers apes apest apia apikey aping
1222 apiro apis apon apons apor apore apos apot appa apped appen apper appers appid apping appings
1222 appy aps apse apter aptic apur apus apy aq arah arak aram aran aras arat archical arching archy
1222 arda arde arden ardo ards ardu ared arel arella arem ares arest aret areth arez arf arga argar
1222 argas arge arger arget argin argo argon argout arian arias arie aries arily arin arine aring
1222 ario arios aris arith arity arium arkan arked arker arket arks arl arlo arme arming arna arness
1222 arning arnings aro aron arra arrant arrera arris arrison arro arry arse arsi arta arten arters
1222 arth arti artment artner arto arton arty artz aru arus asa asad asaki asan asant asar asca
1222 ascimento asco ascular ascus asd ase ased asel aser asers ases aset asha ashboard ashed asher
1222 ashi ashing ashion ashire asic asil asin asing asio asion asis asiswa asjon aska askan askell
1222 asket askets asley asma asmine asn aso ason asons asp asper assa assador assadors asse assed
1222 assen asser assi assic assin assing assis assium asso assy asta aste asted aster asters astery
1222 astes asti astic asting asto astos asts asty astype asu asure asures asy asz atable ataire atak
1222 ataka atal atalog atar atat atch atched atcher atches atching ated atee atel ately atem atement
1222 aten ater atern aters ates atform atha atham athan athed ather athers athi athing athlon athon
1222 aths athy ati atial atic atica atically atics atie atient atif atile atin ating atio ation
1222 ations atis atitis ativ ativa ativas ative atively atives ativity ativo ativos atk ato aton
1222 ator atore atori atoria atorial atories atorio ators atory atos atra atre atri atro atron ats
1222 atta atted atten atter attered attering attery atti attice attle atto attro atts atu atum atur
1222 atura atural aturas ature atures aturing atus aty atype atypes atz auce auen auer auga auge aul
1222 ault aupt aurus ausal ause autoload avad avage avan avana avar aved avel aven avers aves avia
1222 avian avic avier avigation avin aving avings avirus avit avity avn avo avor avour avr avra
1222 avras avy awa awah awai awan aways awi awks awn awner awning awy axon axy aya ayah ayan ayar
1222 ayaran ayas aye ayed ayer ayers ayette aying ayment ayne ayo ayout ays aza azar azard aze azed
1222 azen azer azers azes azine azines azing azio azione azioni azo azole azon azor azu azy azz azzi
1222 azzo baar bagai bage bane bao bate batim batis bbb bbc bbe bcc bdd becca bedo beeld beit beiten
1222 beiter bellion bero beros berra bery bestos bia bial bian bidden bie bies bilt bindung bine
1222 bish bled blem blems bler blers bles bling blings blk blockquote blr bnb bole boro bourg bower
1222 bps bracht bral brane breadcrumb breadcrumbs bris bst btc buah buat bulan bung burgh buster
1222 busters byn byter bz calar cale caler caling cano cao cation cbc cca ccc cccc ccd ccess cci
1222 ccion cco ccoli cdc cdf cdn cdr cea cean cede cedes cee ceed cef ceived ceiver cej cek celain
1222 celand cellent celona cem cence cene centage centaje cente cept ception ceptions ceries cers
1222 cery ceso cession cesso ceu cgi chaft chal charted chas ched cheid cheiden chein chema chemist
1222 chemy cheon chers chet chia chie chine ching chio chk chl chn chner chool chos chrift chs chsel
1222 cht chte chy cia cial cido cie cies cimiento cing cio cion cip cision cj cka cke cken cker cket
1222 cki cko cks ckt claimer claration classmethod classname classpath cles clid cliffe cline clipse
1222 clk clud clude cluded cludes cluding clus clusion clusions clusive cmath cmb coe coes coles
1222 colm coln combe comed comings commended cona conde coni cono conom consin conto coon cordova
1222 cott covery cpy crast creativecommons creen creens cret crete crets cribe cript crm croft croll
1222 cstdio cstdlib cstring cta ctal cter ctic ctime ction ctl ctor ctors cts ctype cuador cular
1222 culos culus cura curities curity cych dac daf dain daq datepicker dater dbg dbh dbl dbname dda
1222 ddd dde dds dea deen deo dera derabad ders descr doctype dorf dsl duced duction ductor dued
1222 duino duit ead ean earch earing eba ebb ebra eca ecake ecast ecause ecd ece ecer eci ecs ection
1222 ections ectl ector ectors ecycle ecz eda edar eday edd ede eded eder edere edes edia edian edic
1222 edics edin eding edio edish edly edo edom edor eds educt edy eed eee eeee eel eeper ees efa efe
1222 efeller efined efore eft ega egan egen eger egin ehr eil eka eken eker eki eking eko ekt ekte
1222 elage elah elan eland elas elcome elda eled elen eler elfare elfth elho elia elian elier elige
1222 elight elijk elijke elin eline elines eliness eling elist elivery ellan ellant ellar ellation
1222 elled ellers ellery ellido ellidos ellig elling ellipsis ellite ellow ells ellt ellular ellung
1222 elly elman eln eload elog elope elor elow elp elry elsen elsey elta elu elve ely elyn ema
1222 emailer emain emaker emale emand emann emap emark emas emat ematic embers embre embro embros
1222 emd eme emed emen emens ement emente ements emes emet emi emia emic emie emies eming emm emon
1222 emons emos empl emplate emplates emplo empo empor empre emption ems emu emy ena enade enaire
1222 enal ename enames enan enance enario enarios enary enas enberg enburg ence enced encent encer
1222 encers ences enci encia encial encias encies encil encing encion enco ency enda endale endance
1222 endant endants endar endas endedor enden endent ender enders endet endez endi endid endimento
1222 endir endo endon endor endra endregion endum ene ened enen eners enery enes eness enet enez
1222 enga engan enge enger engers engkap engo ength eni enia enic enido enie ening enity enk enment
1222 enna enne ennen ennes ennis eno enos ensa ensation ensburg ensch enschaft ensed ensen enser
1222 enses ensi ensible ensing ension ensions ensis ensitive ensitivity ensity ensive ensively enso
1222 enson ensor ensors ensus enta ental entar ente ented entes enthal enti ential entials enties
1222 entimes entin entine enting ention entions entious entlich ently ento enton entral entrant
1222 entric enty enu eny enz enza enze enzie epad epam epend eper eping epy erah eral eras erc erce
1222 erde erea ereal ered eree eref ereg erek eren ereo erer eres erez eri eria erial eries ering
1222 erman erna erne ernel ernen ernes ernet erno eron erp erry erset erson ert erta erte erten
1222 ertime erto erton ertools erts erty ertype erus erva erval erve erved erver erves erview
1222 erville erving ervo esan esar esch esco esehen esen eses esh esian esign esis esity esome eson
1222 esor essage essages essed essel esser esses ession essional essions essment esso esson essor
1222 estation estead ested ester esters esthetic esti estic estinal esting estion estone estre estro
1222 ests esty estyle esy esz etable etag etail etails etak etal etas etat etch ete etection eted
1222 eten eter etermin eters etes etest ethe ething ethod ethoven ethyl ethylene ethyst eti etic
1222 etics etime etimes eting eto eton etr etrain etre etri etro etry ets etta ette etten ettes etti
1222 etting etto etty etu etur etus ety etype etz etzt eurs eus evice eway ewise eworthy ews exion
1222 existent exo exual exus eya eyer fad faf fahren faq fds fea fect fection fections feit feito
1222 fers ffa ffd ffe ffect ffee ffen ffer fff ffff ffi ffic ffield fieldset finity flake flashdata
1222 flix folio fone fono fony foon forall forcer forder forgettable formance foundland fq frey
1222 frica fst fstream ftar fte ften fter ftime fts fty furt fusc fv gaard gabe gaben gable gado gae
1222 gage gages gambar gars gart gatsby gba geber gebra geist gement gence gency gend gende genden
1222 genic geois geries gers getitem gett getti getto gger ghan ghi ght gie gies gings gis gles
1222 glich glomer gment gments gne gnu gom gota gradation gres gress gressive grp gte gua gue guna
1222 gunakan gunta gv haft halb hana hani hape haps hardt haust hea hee heet heets heid heim heimer
1222 heiro heit heiten heits hek herence herent heten hetic hetics hetto hev hf hg hhh hiba hift
1222 hipster hlen hma hoa holm hoot hores hotmail hots hound hower hpp hq hra hta htaking htar hte
1222 hti hton hua hurst hx iable iac iad iado iae iah iais ial iale iales iali ialis ially ialog
1222 ials iamo iams iana iance iane iani iano ians iant iao iap iare ias iasi iat iate iation iaux
1222 iaz iba ibal iban ibase ibe ibel iben iber ibi ibia ibil ibir ible ibles ibling ibo ibold ibr
1222 ibre ibs ibt ibu ibur ibus ica ical ican icao icare icas icast icate ication icc iced iceps
1222 icer ices icester icha ichage iche ichel ichen icher ichern ichert ichi ichier icho icht ichte
1222 ichten icia icial icie icient icies icio icion icip icit icity ick icken icker icket icks ickt
1222 icl icle icles icmp ico icode icol icolor icom iconductor icone icorn icos icot icro ics ict
1222 iction ictions icts icular iculo iculos iculture icum icus icut icycle icz ida idable idad
1222 idades idak idal idan idar idas idata iday idd ided idel iden idence idental idente idential
1222 idents ideo ideos ider iders ides idf idge idges idget idia idian idine iding idious idis idity
1222 idl ido idon idor idos idot idth idual idunt idy iec iece iect ied iedad ieder iedo iedy ief
1222 ieg iego iei iej iek iel ield iele iem iembre ieme ien iena ience iences ienda iendo iene ienen
1222 ienes ienia ienie ienne iens ient iente ientes iento ients ienza ier iera iere ieren ieres ieri
1222 iero ieron iers iert ierte ierten ies iese iesen iest iesz iet iete ieten ieu ieur ieurs iev
1222 ieval ieve iever iew iez ifa ifact ifar ifax ifdef ife ifen ifer ifers ifes ifest ifestyle iffe
1222 iffer ifi ifiable ifiant ific ifica ificate ificates ification ifice ificial ificio ifie ified
1222 ifier ifiers ifies ifik ifique ifix ifle ifndef ifo ifold iform ifr ifs ifstream ift ifter ifty
1222 ifu iful ify ifying iga igan igar igate ige iger igers iges igest igg igger igh ight igi igin
1222 igit igli igm ignal ignant igne igned ignment ignon igo igon igos igr igram igrams igrant
1222 igraph igroup igs igt igte igu igua igue igy ihad ihan ihar ihat ihu iid ija ijd ije iji ijing
1222 ijk ijn ijo iju ika ikal ikan iked ikel iken iker ikes ikh iki iking ikit ikk ikki iko ikon iks
1222 ikt iku ikut ila ilage ilan iland ilar ilateral ilation ild ilda ilde ilder iled ilee ileen
1222 ilege ilen ilent iler ilers iles iless ilet iley ilha ilia ilian ilib ilig ilight ilik iline
1222 iling ilio ilit ilitary ilities ility illa illac illage illance illard illary illas illation
1222 illator ille illed iller illery illes illet illi illian illin illing illion illis illo illon
1222 illos illow ills illus illy ilm ilo iloc ilog ilon ilor ilos ilot ilst ilt ilty ilver ily ilyn
1222 imal imals iman imap imar imary imas imat imate imated imately imation imax imbus imd imed
1222 imedia imen imens imension iment iments imer imers imes imet imeter imeters imi imid imiento
1222 imientos imin iming imir imit imize imized immel immers imming imo imon imony imore imos imoto
1222 impan imple importe impse ims imshow imu imum imus imuth ina inaire inal inalg inals iname inan
1222 inand inar inars inary inas inate inated inating ination inations inator inburgh incare ince
1222 incer inci incible incinn inct inction incy inda inded inden inder inders indi inding indle
1222 indow indows indre indrome indsay indx inea inear ined inee inel inely inem inement inen inent
1222 iner iners inery ines inese inesis iness inez infeld inge inger inging ingle ingles ingly ingo
1222 ings ingt ington ingu ingular inha inho inia inic inidad inin inine ining inis inite initely
1222 inition inity inium iniz inja inka inke inkel inker inki inking inkle inks inky inned innen
1222 innie ino inoa inois inos inox inqu insi insic insk inski insky inson inston insula inta intage
1222 intendent intendo inth inton intosh inue inus inx iny inya inz ioc iol iola iolet iology
1222 iomanip iona ional ionale ionales ionario ionate ione ioned iones ioni ior iore iores iors iosa
1222 iosis iosity ioso iostream iot iou ious iously iov iox ioxid ioxide ipa ipation ipay ipe iped
1222 ipel ipeline iper ipers ipes iph ipher iphy ipi ipient iping ipl iple ipment ipo ipp ipped
1222 ippers ipping ippy ipro ipse ipt ipur ipy iq iqu ique iquer iques ira irable iral iram iras
1222 iration irc ird irect irection ired irement iren ires irez iri irical irie irim iring irit irk
1222 irl irma irms iro iros irs irse irst irt irteen irth irting irts irty irus irut iry isable isan
1222 isas isateur isation isations isbury isce isch ische ischen ischer isches isci isco isdigit
1222 isecond ised isel isen iser isers ises iset isex isha ished isher ishi ishop isia isible isiert
1222 isin ising ision isions isk iska iske isko islation ism isma isman isme isms isoft ison isons
1222 isor isos isphere isque issa issan issance issant isse issen issenschaft issent isser isses
1222 ission issions issippi isson issor issors issy ista istan istance istant istar iste isted istem
1222 isten ister isters isti isto iston istor istory istra istream istro istry ists isty isu isure
1222 isy isz ita itable itag itage itaire itals itan itant itar itarian itary itas itat itate itated
1222 itates itating itation itations itative itched itches ite itech itect ited itel itelist itemap
1222 iten itere iterr ites itet ithe ither iti itia itian itic ities itimate itime itin iting ition
1222 itions itious itis itive itives itivity itize itized itle itled itlement itles itm ito itol
1222 iton itone itor itore itori itories itorio itors itory itos itra itre itsu itt itta itte itted
1222 itten itter itters itti itting ittle itto itty itud itude itudes itung itur itura iture itures
1222 itus ity itz itzer iu ium ius iva ivable ival ivals ivant ivar ivas ivation iveau ived ivel
1222 iven ivent iver ivers iverse ives ivet ivi ivia ivid ivil iving ivo ivos ivr ivre ixa ixe ixed
1222 ixin ixo ixon iya iyor iza izar ize ized izen izens izer izers izes izi izia izin izing izione
1222 izioni izo izon izu izz izza izzo jadi jamin jang jango jax jb jc jdk jec ject jected jection
1222 jections jective jee jem jerne jeta jf jh jid jie jis jk jm jmp jn jni jom jourd jsonwebtoken
1222 jsp judul kaar kbd keepers keh kehr keit keiten kelas keletal keley kelig kers keydown keypress
1222 keyup kf kich kie kiego kiem kins kinson kip kish kiye kke kker koa krit ksam ksen kses kte
1222 ktion ktop ktor kus laces ladesh lagen lander landers lando lapping lass lasses latable lated
1222 lation lauf laus lda ldata lder ldr ldre lds lea leans lec leck lected lection lections lector
1222 ledge ledged ledo ledon leen leep leet lef legate lege legen legg legt lehem leich lein leine
1222 leitung lek lement lements lems lename lene leness lep leri lero lers lesh lessly lessness leta
1222 letal lete leted letes letic leting letion leton lette levant levard levation leveland lexer
1222 leys lez liament lias lica lical licas lication lications lice liced licer lices lich liche
1222 lichen licher licken lico licos lict licted licts lide lier liers liest lify lige ligt lijk
1222 lijke liness lingen lings lington lio lique lish lius lk lla lld ller lli llib loat loe loh
1222 loid loo loom loon loor lop lope lossen lox lsen lte ltk ltr ltre lude luent lus lya lz maal
1222 maids mailto mainwindow mallow mani mania manship mares marshaller mathrm matic maxcdn mdat mdb
1222 mdi mediate mek meld melon mented ments merce mercial meric mers metic metics metry middlewares
1222 midt mina mino minster mite mites mith mitted mittel mitter mium mland mlin mlx mma mmm mnop
1222 mnt modifiable moid moil moire monary monton mousedown mouseenter mouseleave mousemove mouseout
1222 mouseover mouseup mpeg mpi msgs mts mui myp nable nage naire naires naments nant nants nard nbr
1222 nbsp ncia nda nde ndef nder ndo nds nea neapolis neas neath neau nect nection nee nego neider
1222 nej nek nelly nels nement nerg nergy ners neys nez nge nger ngo ngr ngx nia niej niejs nier
1222 niest nih nika ningen ninger nings nio nis nist nite nof noop nosis nosti novation nown npj nst
1222 ntag nte nten ntl nton nts nty nummer nung nvarchar nych nyder nym oad oader oba obao obar obb
1222 obbies obby obi obia obic obil obile obili oble obo obot obox obre obuf oby oca ocal ocard
1222 ocate ocation occan occo oce ocene oci ocial ocio ocity ock ocker ocket ocks ocl oco ocode
1222 ocoder ocol ocom ocommerce ocomplete ocop ocos ocr ocre ocs ocular ocurrency ocus ocy ocz oda
1222 odal odata oday odb oded odel odem oden oders odes odesk odge odi odia odian odie odies oding
1222 odings odium odo odom odon odont odore odos ods odu odus ody odynamic odynamics odzi oes
1222 offsetof ofi ofil ofile ofs ofstream oga ogan oge ogen ogene ogenic ogens oger ogg ogh ogi ogie
1222 ogle oglob ogn ogne ogo ogra ograd ograf ogram ograms ograph ographic ographics ogs ogue ogy
1222 oha ohan ohl ohn ohon oidal oids oin oine oint oints oir oire ois oise oit oj oji ojis oka
1222 okane oke oked oken okens oker okes oki okia okin oking okit oko oks oku okus ola olah oland
1222 olar olare olas olate olated olation olding oldt olean oled olem olen oleon oler oles oley olf
1222 olg olia olian olic olid olie olin olina oline oling olio olis olist olith olk oll olla olle
1222 ollen oller ollo olly olo oload olocation olog ologic ological olon olor olph ols olt olta olu
1222 olulu olution olutions olve olved olver oly omain omal omaly omas omat omatic omb ombo ome omed
1222 omen omens oment omer omers omes omet ometer ometers ometric ometry omez omi omial omic omics
1222 omid oming omm omnia omo omon omore omorphic oms omy ona onacci onal onas onation onces ond
1222 onda ondo ondon onds oned onen onent oner onet oney ong onga ongo oni onia onian onic onica
1222 oning onis onium onn onna onne onnen ono onom onomic onomy onso onta onte ony onym onz ood oods
1222 ookie ooks ooky ool oola ooled ools oom oon oons ooo oooo oop oor oot ooter opa opal opard
1222 opath opause ope oped openid opers opes oph ophe opher ophon ophone ophysical opi opia opian
1222 opic opies oping opl oplan oplay oplayer ople oples opo opol opoly opor opot oppable oppel
1222 oppers opro oproject opsis opsy opus opy oque orable orado orage oram orama oran oras oration
1222 orca orce orda ordable ordan orde orderby ordial ordinate ordination ording ordo ordon ords
1222 orea ored orem oren orer orest oret orf orge orgen orges orget orgh orgt oria orial orian oric
1222 orical orie ories oring orio orious oris ork orks orld ormal orman ormap orna orne orney orneys
1222 orno orns oron orough orous orp orph orption orre orro orrow ors orsch orse orsi orsk orta
1222 ortal orte orted ortex orthy ortic orting ortion orton orts oru orum orus ory orz osa osal osas
1222 osci oscope oscopic ose oseconds osed osen oser oses osex osexual osh oshi osi osing osis osit
1222 osite osition osity oso osomal osome osomes osos osph osphere ossa osta osten oster osti osto
1222 oston ostream ota otal otas otation otch ote otec otech otechn otechnology oted otel oten oter
1222 oters otes oth otherapy othermal othy oti otic otics otide otine oting otion otions otive
1222 otland otle oto otomy oton otor otos otr otre otron otropic ots otta otte otten ottes otti otts
1222 otyp otype otypes otyping oub ouble ouch oucher ouden oug ough oul ould oulos oun ound ounding
1222 ounge ouns ount ounter oup ourage ource ourced ources ourcing ourd oure oured ourg ouri ournal
1222 ouro ourse ourses ourt ous ouse oused ouses ousing oust oute outed outes outh outil outine
1222 outines outube ouv ouve oux ova ovable ovan ove oved ovel overe oves ovi ovic ovid ovie oving
1222 ovo ovy owa owan owel ower owers owi owie ownik owo ows owy oxic oya oyer oyo oze ozy paces
1222 paque paragus paration paren paring partials patial pbs pch pcion pcm pdo peat pect pected
1222 pection pective pector pedo peed pees pei pek pekt perate perature pered peria pering peror
1222 petto pez pgsql pha phabet phalt phan phans phant phants phas phasis phe pher phere phis phony
1222 piar pio pios pires pite plash plement plements pler plers plet plete pleted pletion plets plib
1222 plier pliers pline pling plings plit plitude plotlib pluck pollo ponde pone ponent ponents pons
1222 poon poons pora ported posable posal poser posite pository posium posta posure ppe pped pper
1222 ppers pping ppo pps ppy pragma pras prd pread prene preter primir pring prises prising prit
1222 prite processable prs prung prus psc psilon pson psz pta pte pth ptic ptide ptides ptime ption
1222 ptions ptive pto pton punkt putation puted puter pz qb qd qe qh qid ql qli qm qn qp qrt qry qtt
1222 quan quare quartered quat quee quent quet quete quets quette quez quia quier quila quin quina
1222 quine quipe quire quired quiry quisa quist quito quoise qus qx raction rade rades rado rael
1222 ragen rais rait rale rama rame ramento ramer rance rans raph rapped raq raquo rase raud rawing
1222 rawl rawler rawn rax razione rcode rea ream reas reat reate reated reau rebbe recated rection
1222 redi redit reece reek reement reements reen rees reet reeting reff rega regar regon reh reib
1222 reiben reira rell rella rello rels relu rema reme remely remen rement rena rence rench rens reo
1222 reon requent resa resar resco rese resents reshold reso ress resse ressed resses restrial reta
1222 retch retched rete reten rets rett rette reu reur ria riad riage rial rian rias rical rices
1222 ricia rics rie ried riel rier riere riers riet rightarrow rijk rik rika rike ril rina rine rior
1222 riors rios rique rir rist ritable rite riter ritic riting rition ritis rito ritos ritt ritte
1222 ritten ritz rium rive rix riz rk rna rne robat rodu roduction rogen rogram roid roids roit rok
1222 roke roleum romatic rometer romo rone rones rong ronic rons ront rop ropa roph rophe ropic
1222 ropol rops ropy ror rored rors rosis rosse rosso rost rote rots rott roud rought roup rous rov
1222 rove rovers rowave rown rowned rowse rowser rowth rror rsa rschein rst rstrip rtc rtle rtype
1222 ruit ruits ruk rup ruption ruz rxjs rying ryn rys rz sburg scape scp scribe scribed scription
1222 scriptions scss seau sembling senal servername seud seudo shal shima shint shire signin smarty
1222 smouth soever sonian spath spd specialchars srv ssa ssc ssel ssf ssid sson sss sst sstream
1222 stackoverflow stackpath staking stanbul stances standen stant startswith stasy staticmethod
1222 staw stdint stdio stdlib sted steen stell steller stellung sten stered sterreich sters stery
1222 sth sti stice stime stin stit stm stoff ston storybook stown stract straction strate strftime
1222 stri stringstream structor strument subcategory sville svn svp swer swiper sworth sylvania
1222 tablename tain taire tdown tection teenth tees teness tera tere tered tering terior tero territ
1222 tery tesy textfield thal thane thead thern thers thest thon thood thora thouse thren ths tica
1222 tingham tle tml tmpl toa tolist toupper tpl trecht trl tron trs tru tsx tsy tte tti ttp tty
1222 tyard typeparam typescript uable uada uais ual uala uale uales uali ually uan uang uant uar
1222 uario uary uat uate uated uating uation uator uba ubah ubar ubb ubber ubble ube uben ubern ubes
1222 ubi ubishi ubit uble ublic ubo ubre ubs ucc ucci uce uced uces uch ucha uchar uche uchen ucher
1222 uchi uchos uchs ucht uci ucid ucing ucion uck ucker ucket ucks ucle uclear uco ucs uct uction
1222 uda udad udas udd ude uded udem udent uder udes udge udi uding udio udit udo udos uds udu udy
1222 ueba ued uego ueil uel uela uele ueling uell uelle uelles uels uelve uem uen uencia uent uer
1222 uers ues uest uesta uesto uet ueur ueva uez ufact ufe ufen uff uffer ufig ufs uft uga ugal ugar
1222 ugas uge ugen uger ugg ugh ught ugi ugin ugo ugs ugu uhan uhe uhl uhn uido uil uild uin uing
1222 uir uire uis uitar uite uiten uito uits uity uj uja uje uju uka ukan uke uki uko ukt uku ula
1222 ulado ulan ular ulas ulate ulated ulates ulating ulation ulations ulative ulator ulators
1222 ulatory uld ule ulen ulence ulent uler ulers ules ulet ulf ulg uli ulia ulin uling ulis ulk
1222 ulkan ulla ulle ullen ullo ully ulner ulo ulong ulos ulous ulp ulpt uls ulse ulta ultan ulti
1222 ulton ultur ultural ulture ulty ultz ulu ului ulum ulus uly umably uman umann umar umas umat
1222 umatic umber umble umbling umbo umbs umd ume umed umen ument uments umer umeric umes umi umin
1222 uming uml umm ummer ummy umn umno umo umper umps umption ums umu unal unan unar unate unately
1222 unbind uncan unce unch unched unci uncia uncio unct unction unda undai undance unday unden undi
1222 unding undle undos undred undy uned uner unes unga ungen unger ungle unik uning unist unj unk
1222 unken unker unks unkt unky unnel unning unprocessable unque unsch unta untary untas unte unted
1222 unting untos unts untu unu unwrap unya uo uos uous upa upakan upe uper upid upiter uple upo
1222 uppe upport upy ura urable uracy urai ural urance urar uras urat urate uration urations urator
1222 urbed urch urd ureau ured ureen urement uren urent urer urers ures urf urface urger uria uries
1222 urile uring urious urity urm urname uro uron uros urous urpose urr urre urrection urred urst
1222 urt urther urtle uru urus ury usaha usal usalem usan usc usch usement useppe usercontent uset
1222 useum ush ushed ushi usi usic usiness usion usions usive usk usp uss usta uste uster usters
1222 ustin usto usz uta utable utar utas utation utations utch utches utdown ute uted utely utenant
1222 uter uters utes uth uther uti uting ution utions utive utm uto utom utor utos utra uts utta
1222 utto utton uture uty utz utzer utzt uum uve uvo uvre uxe uya uye uyen uyo uze uzione uzu uzz
1222 uzzle vae valuate vana vang vard vasion vation vature vection veillance veis vell velle velop
1222 velope velt velte venes venida vens venth vention ventions ventory verage verages verbosity
1222 versation versed versible verted verter verting verture vester vette vey veys vh viar vider
1222 vidia ving vio vious viously viron vised viso visor vod voie volent volution vore vpn vre vtk
1222 wap wares warf warts warz webkit webtoken ween weet weets weis weise werp whel withstanding
1222 witter wj wner woff woocommerce woord wstring xes xf xff xffff xico xiety xima ximo xing xis
1222 xit xiv xls xmin xn xon xor xxxx xz yal yar yat yb ych ycl ycle ycles ycz yd ydro yect yers yh
1222 yk yl yla ylan yle yled ylene yles ylie yll ylon ym yme ymes ymi ymoon ymph yna ynam ync yne
1222 ynet ynn ynos ynth yny yon yor ypass ype ypes ypress yre yses ysi ysis yst ystate ystem yster
1222 ysters ystick ystone ystore ysts ysz yth ython ytic ytt yw yx yz zan zano zas zc zech zed zee
1222 zego zeich zej zek zel zell zem zenia zenie zens zent zept zers zes zet zeug zew zf zia zial
1222 ziej zier zik zilla zin zing zione zioni zl zon zos zp zt zte zung zx zych zym zyst zza zzo
1223 awaiter ccak ccione cciones ctrine emony etailed idden iddy idores imagenes imetype imiter
1223 imitives ixel ixels ixer reducers
1232 abeled abez abolic achable achel achelor achment achsen adena adeon adesh agnar ainless ainment
1232 akhir aldi aldo alogy amarin amera amination ammad ammers ampa amped ampil amping ampion amples
1232 ampo ancements aphore apolis aptop aptops apture arded ardi ardin arding ardless ardon ardy
1232 arians arya aryana aryl ataires atsu aurant aurants becue berapa bildung bourne brahim cerpt
1232 clerosis cohol conciliation ctions ehicle elden eldo eldorf eliac erdale erdem ereco ereum
1232 ergic ergy ermen ermo ervation ervice ettings ference ferences ferred fluence folios fulness
1232 gebung gypt hausen ibaba ibbean ibile ibili ibilities ibility ibli ibly ibri ierre iforn igail
1232 igans igation igator igion igious igkeit igma igner ignet ignty igung igure ihanna informatics
1232 ipsis iscal ishes ismatch ismatic ismet ismic ismo istani istas istema istence istencia istency
1232 istent istes istic istica istical istically istics istik isting istique istle istles istung
1232 iswa itesse itness ivamente ivate ivative ivirus ivities ivity ivot izabeth izable izacion
1232 izada izado izador izados izando izard izards ization izations izio izr izzer lectic lectric
1232 levance lobal lodash loyd mediately mentation munition nahme nestjs ningar ocado ocide ocious
1232 ocument ocused ogany olecular onaut onesia opensource ordinator orean ornado orra orry otted
1232 ottie ottle ottom ouver owane owania owany owego owied owitz owler owment oxel parency
1232 pendicular ponential ponse raisal ratulations razil riages riend riends riott riters ritical
1232 rocess rogate roups rouw rypt rypto scribers sects serrat solete spiracy teborg ternal
1232 terraform tolower udades ugins ukkan umba umbai umbing umbled umbles ungal ungan ungi ungkin
1232 ungs urgence urgy urnal ursal ursday ursed urses ursive ursor ursos uttle vasive vetica wegian
1232 zeitig
1233 abcdef acula adero adoop adores ailability ailable ailure alloween anceled ancouver andering
1233 anean aneous anguard apeake apeut apsed apses aremos asonic ateau ateful ateg ateur ateurs
1233 atever atility ational ationale atoes atoire atoon atrice atrix ceeded clamation cretion cribed
1233 cribes cribing cription criptions criptive cripts cznie dfunding ectar ected ective ectomy
1233 ecture ederal edores elaide elligence elligent ellschaft embrance emonic eneral eneration
1233 ennial erca ermann ersen ersion ertain ertas erti ertos ertura ertz ervices eryl essoa eteor
1233 etric etrics etsk ettel ettle forcement hecy htub hydrate iamond ibernate ibraries ibrary
1233 ibrate ibration icago ically icals icamente icana icans icated icates icator ichever ichtet
1233 ichtig ician icians iciar iciary icias icide icides iciencies iciency iciente icina icine
1233 icional icionar iciones icions icios icious icism icits icked ickers ickets ickey icking
1233 ickness icky icrobial icrosoft icted ictionaries ictionary icture ictured ictures icultural
1233 idders idding ierge iesel ieties ieux ieved ieves ieving iffany ifference iffs ifting ifton
1233 igenous iggers iggs ighet ighted ighter ighth ighthouse ighting ightly ighton ights iglia
1233 igration iguous ijke ijken ijkl ilden ildenafil ildo ileged ileges ilians iliar iliary iliate
1233 iliated iliation ilih iliki imbabwe imenti imento imeo indsight ingham inheritdoc innitus
1233 inosaur ioneer iosk ipients ippi ipple ircle irling irmingham irtschaft isempty ispens
1233 istration itecture iteur itez ithmetic ithub itional ittel ittest ittings ivalence ivalent
1233 ively iveness ivered ivering ividad ividual izarre izzes keleton ldap letcher lickr meldung
1233 nehmer nofollow noopener nostic ochastic ochond odeled ogenesis oggle ogonal omination ominator
1233 onden ondere onders ongan ongs opathy opencv oplevel ordinates osaic ospel ospels ospital ossal
1233 ossip ouched oufl ounced ouncer ouncy ountain ountains ounters ounty ousand ousands ousel ously
1233 ousse ousy ovich ovies ovsky owanie owej pecia pecial pecies pecific pherd pliance plied ploy
1233 ponge ppelin querque quirer quiries quirrel quisite quisites quisition rafted requencies
1233 requency requently ressing rophy ropolis rowning ruptcy rupted secutive slaught terdam
1233 testimonial ucceed ucceeded uciones ucose ucumber uestas uestra uevo ulares ulario ularity
1233 ullah ullan ulling ullivan ulls umlah umni umnos umping umpy ungeon ungeons upaten upply
1233 uptools urchase urdy ureka urgeon urgery urgical uridad uristic urrence urrences urrent urring
1233 urry ussed ussen usses ussy ustain usting ustom ustomed ustomer ustum uteur utorial utral utsch
1233 utsche utterstock uvian uzzi uzzy xlsx xygen ycled ynch ynchron youtu ypse yssey ziehung zsche
1233 zzle
1322 adecimal eterminate iseconds izzle ogenerated ographs ression ronics ropolitan sterdam ushima
1323 leetcode
1332 araoh ariance ariant ariat arius cedure ducation ducers elihood erdings hibit hibited hibition
1332 houette ishing ishly ishment ishments nesia omanip pellier raham reeze scriber uttgart wendung
1332 wicklung
1333 aaaaaaaa abilidad abilidade abilir aceutical achusetts acyj adelphia agher aghetti agnetic
1333 ahrenheit ahrung ainted ainty airobi ajaran akespeare allenges amacare amanho ameleon amenti
1333 amento amentos amines ammable ampilkan ampoo amsung ancellation ancellor andidate andidates
1333 aneously anguage anguages aporan apsible arently arranty atchewan ategor ategori ategoria
1333 ategorie ategories ategory ategy atemala ateral ateria aterial aternion aternity atherine
1333 atinum atisf atonin atorium atsby aturated aturday avadoc avascript avelength avorite avorites
1333 avourite avourites ayscale aysia azeera cdnjs ceptor ceptors chedule cheduled cheduler chedules
1333 cheduling chnitt chten chter chts chwitz clidean criptor criptors elsius emaakt emento emetery
1333 emporary endoza enegro ennessee entieth enuine ercicio ercise ercises erialize esterday
1333 esthesia etchup etermined etheless etheus fcntl ffffff ffiti gomery hattan hythm ibilidad
1333 ibilidade ichael icularly iddle idelity idenav iedade iedades iegel ientos ientras ieran ierung
1333 ierz ifestyles ifferent ificacion ificaciones ificado ificador ificados ificance ificant ificar
1333 ifications ificent ifikasi ifornia iggins igraphy igsaw igslist iguiente ilibrium ilingual
1333 illaume imbledon imensional imentary imentos imonials incerely incinnati incipal inerary
1333 innamon inyin ipheral ipherals iquement irected irectional irthday irtual issement isseur iteit
1333 itespace itionally itioner ittance itzerland ivariate iversary iversity izzard izzare izzato
1333 izzazione izziness jectory leneck liches lichkeit licting lycer lymp nergie ocaly ocalypse
1333 ocalyptic ocaust ocese ocked ockets ockey ocking ocolate ocracy ocrat ocratic ocrats ocumented
1333 ocyte ocytes odiac odox odule ogeneity ogeneous ogenous oggled oggler oglobin ognito ografia
1333 ographed ographer ographers ographical ographically ographies ography ointed ointment ointments
1333 okedex olecules olerance olesale olics olicy olini olithic ollah ollar ollipop ollow olls ologi
1333 ologia ologically ologie ologies ologist ologists ologne ologue ology omba ombie ombies ombre
1333 ombres ometimes ometown omitempty ommen ongoose onomous onymous onyms oodle oodles ookeeper
1333 oomla oooooooo opathic openhagen ophage ophile ophobia ophobic oplast opolitan orestation
1333 oretical orgeous orgetown orghini orphic orphism orpion orsche osaurs osphate osterone oteca
1333 oteric otional otope otoxic oubtedly ouchers ouflage oulder ouncement ouncements ouncing ounded
1333 ounds ousedown oustic ovolta owered owering owski owych pecting pectives pectral pletely
1333 ployment ponses ponsor ponsored ponsors prehensive preneur prisingly queeze quierda raphic
1333 raphics readystatechange reatment reetings reibung ressive rieben riteria riterion rocessing
1333 rophic ropical rossover sembly stantial stitial stitute stitution uchsia ucked ucking uckland
1333 uckle uckles ucky uctive udder uddle udeau udiant udiante udiantes uegos uellement uerdo uesday
1333 uestos uffed ufficient uffix uffle uffled uffles uffling uffs uffy ugeot uggest uggling uisine
1333 ujemy ulaire uliar ulsion ulsive umberland umbnail umbotron uminium uminum ummies unciation
1333 unistd unteer unteers upuncture upyter urope usahaan ushing uspended ussels ussia ussian ussion
1333 ussions ustainable ustering utherford utherland uvwxyz velopment ventional veyor vironment
1333 waukee weathermap weeney ximity xxxxxxxx yecto yectos ylinder ylum ylvania ymbol ymce ymmetric
1333 ynamic ynamics ynchronous ynchronously ynomial yntax ynthesis ynthia ystems yyyy zeichnet
2111 absolutely acceler accessibility across additionally administration adventure advertisement
2111 advertising advice africa alternatively amazing america analyzer animator anyone anyway apart
2111 apparently applied april army arrange asian asked assertion associ atlas attempts attend august
2111 authorities bachelor barrier basically beauty become beginning behaviour behind benefits berlin
2111 besides beyond bien binder bitte bloc blockchain blueprint bluetooth brazil british broad bush
2111 buying california callable camb canada canadian candidates canon capability captain celebr
2111 century certain cette chance cheers chess chicago chicken chinese chocolate choosing christian
2111 christmas chuck circular clause cleaning clearly climate collider compar comparable comparator
2111 compatibility compilation comple composite concern conclusion concrete conflict cong congress
2111 considering convention coordinator corporate correction courier courtesy creat criterion
2111 crystal dans david dean dear december declaration decoration defense deferred demand desde
2111 designed designer despite detailed detection detector diagnostic diagram dialogue dick dies
2111 diese directed directions disclaimer disclosure discovery discuss displays disposable doctors
2111 doctrine dod domin donate dou driving dual dub earlier eastern editors eigen eine electronic
2111 emergency employ encryption enjoy enough environmental equality equivalent euro europe
2111 eventually everybody evidence exactly excellent executive expansion experts explanation explore
2111 explorer extreme facing factors fantastic fashion fear federal filed firefox flexible flying
2111 forbidden forever formatting founded founder fourth fran franc france frank freedom french fri
2111 friday frozen funny further fuse gab generally genesis german germany giving goals golden
2111 govern grace granted growing guy haz helmet hier highlights histogram hmm holy honestly hosting
2111 hur identification illuminate imagine immediate immediately impossible increasing indeed
2111 independent india indian industrial infinity infrastructure initialization initially injection
2111 inspector installing integral integrated interested interior intermediate interpreter interview
2111 introduction italian iterable james jane japan japanese jean jim joe jose jul junior kay kenn
2111 kitchen knight knowing krist labor lady laugh lens lifecycle lifetime liquid listening
2111 localization london lorem lou louis ltd luc luckily magn mais managing manip marc march marg
2111 mari martin marvel matt mayor meanwhile messaging messenger mex mich michael microsoft mike
2111 military mining moder modes modification monday monitoring monkey moreover morning mountain
2111 nach narr nearly neither networking nevertheless nich nike nobody northern nous november nuevo
2111 oak obviously ocean officials opera operating originally outcome outdoor outlet painter
2111 pakistan paris parking parsing paul penn peripheral permanent persistence personally peter
2111 phoenix photon pinterest planning platforms pocket pok police political politics pont poor
2111 portable preference prem president previously prince probability proceed processes professor
2111 programming pros protection provides putting quaternion rare reality recently recognition
2111 recorder recording regarding regardless regards regional registers regression reminder removing
2111 rendering reporter reporting republic requirement researchers residents resistance retail
2111 returning revenue reviewed robin royal runnable russ russian sab sac sadly safety saint samsung
2111 santa scaling sci scientists sean searching seats secretary sele semaphore senior separ sept
2111 sequential seriously servlet several sexy shapes shar sher shock showing signing similarly
2111 simply singapore sir skeleton sketch slim smoke solar solo soph sou soup spacer spanish sparse
2111 spatial speak speaking specification specifications specify spider spirit splash statements
2111 streaming studies successfully sugar suggestions suit sunday supply susp swipe synopsis tac tai
2111 talking texas thai theory therefore thickness thirty thor thousands throughout throwable thu
2111 thunder timing titan todd toe together tomorrow tonight toolkit towards trader trading
2111 transformation transformer transmission treatment triple trou trump turkey turning tween twenty
2111 typography ultimately ultra unauthorized understanding unfortunately unified united univers
2111 universal university unlike unsupported updating various veter vict vintage virgin
2111 visualization voltage wars washington watching wenn whats whenever whilst wir witness wonder
2111 workbook yahoo yesterday york
2112 absent acceleration accessor adjacent agregar allocator alright analy assertions atual bearer
2112 bracket cancellation cancelled capabilities characteristic coefficient cog comparer compra
2112 concurrency conta containing contours cooldown creators deaths debugger declared decorator
2112 delayed deleting denied descending descriptions descriptors disconnected displayed disposition
2112 downloading dragging driven emitter endian endpoints entering enumerable envelope enviar
2112 executable executing exporter expressions extractor facade feels fetching fizz forg framebuffer
2112 generating greetings hierarchy highlighted hints ignoring importer inflater inicial
2112 initializing injector inserted inset intensity invariant invocation latch launching leaks
2112 magnitude mappings measured millis mismatch modifiers moved multiplier naming nib normalization
2112 notifier observers offsets overlap overrides pago palindrome passwords perfil performed
2112 playback pooling prefab preparing presenter produces projectile propagation qualifier radians
2112 raster reached readable reducer refreshing rejected replacing responder retention reusable
2112 salir sampler scaler scoped screenshot selective sensitive sibling squared stamped statistic
2112 stencil stopped stopping storyboard suc suppress temporal thrown tokenizer topology touches
2112 trademark transient trivia unary unavailable unnamed updater validity vectors violation volumes
2112 votre watcher whitespace writable
2113 duplicates empleado
2121 abuse accessories accident accord accordingly accountability accounting accred acquisition
2121 acres actress addiction addition adidas adjustable adjustment administrative admir admission
2121 adopt adoption adults advances advantage advent advis advoc advocate aer aeros affairs
2121 affiliate affordable afterwards agencies agile agreement aircraft alb alcohol algebra
2121 algorithms alleg alley alliance allied allies alloy alma aluminium aluminum alumni amateur
2121 ambassador amend amid amph ampl analog analyst ancient angels angry annex anniversary
2121 announcement anthem anthrop antique anxiety apartment apex apocalypse apost apparel appeal
2121 appendix applicant applies applying approach aquarium arab arcade archae architect archived
2121 arist arithmetic armour arrest arsenal artificial artikel asphalt assassin assault assess
2121 assistance associations assume assurance athletic atmos attorney attribution auch audi audience
2121 auditor aunt aura aure auss aust authentic autism autof automated automatically automobile
2121 automotive autonomous autumn auxiliary avenue aviation awake awards awareness babe babies
2121 backbone backpack bacon bail bake baker bald balk ballet banc banco banking bapt barbar barber
2121 barg bark barn barr barrel baseball basement basics basil basin basketball bass bast bath
2121 bathroom baths batt batter battlefield beach beacon beard bears beast beats beau beaut bedroom
2121 bedrooms beds beef beet beginner beginners behavioral believe bella belle belly bend bene
2121 benefit bent benz berk besch beste betting bey bez bible bibli bicycle biggest bik billboard
2121 billion bills bingo biography biological biom blackjack blacks blanc blanco blaze blender bless
2121 bliss blitz blogger blond blonde bloody bloom bloss blow blues boca bod bodies bog boiler bols
2121 bom bonds booster booth boots bord borders bott bottle bou bought bowl bowling brake bran brass
2121 brave braz breakfast breast breath breed bri bride broadcasting brom bronze brother brothers
2121 brow brun brut buck buddy buen buffalo buffered buildings builds bulletin bulls bun bund bunny
2121 bureau burning burns businesses bust butt butter buyers cabin cabinet cable cafe cage calcium
2121 calculates calculation calibration calories cameras camping campos campus canal canc cancer
2121 cand candle candy cann cannon capac capitals cara carb cardinal careers carn carp carpet carr
2121 cartoon casa casc casino casinos cass casual catal cater cath causes cav caval cave cbd cedar
2121 ceiling cellular cement cena census centers centro certification certified chairman chairs
2121 chall challenges cham chamber champ champion champions championship chaos chapel chapters
2121 characteristics charity charm charter chase cheat checklist cheer cheese chemistry cherry chest
2121 chic chick chiefs childhood chili chill chim chips choir chop chromium chronic churches cic
2121 cinema circuit citizen citizens ciudad civ civic civilization clamp clan clash classe classical
2121 classics classroom clay cleaner clearance cler cliff clim clips clo closet clothes clothing
2121 coaching coalition coast cob coc coch coco cocoa coconut coff cognitive coke collabor
2121 collective colleg colomb colonial colony coloring combination comedy comics commander
2121 commentary commissioner commissioners commod commun communist communities companion compared
2121 compass compensation complaint completely complexity compliance comprehensive computational
2121 computers computing conce concepts concurrent conditioning confidential connectivity conse
2121 consent conserv conservation conservative constit constructors constructs consultant
2121 consultants consulting consumers consumption contemporary continuing contractor contractors
2121 contribution contributions convers converts cookbook cooking cooler cooling cooper cooperation
2121 cooperative copp copper coral cork coron corpor corps corpus correspond cort cortex cosmetic
2121 cosmic cosmos costa costs costume cotton couch coun countdown counties coupe couple couples
2121 coupons courage courts cous covid cowboy coy cra crab crack crafts crane crash craw crazy
2121 creature cree creed creek cres cricket crimes crist critics crossing crowd crown cru cruc
2121 crunch crus crush cruz cuando cub cuisine cultural cups cure curriculum curry curse curt cush
2121 customize customs cute cutter cutting cyber cycling cylinder dabei daddy dah dai dairy dak dame
2121 damn dancing dane dangerous dank dann dare darkness darling dav dawn dealers deals debate debt
2121 decide deer defence defendant defender defensive definitely delicious dell deluxe democr
2121 democracy democrat democratic demon denn dental departments depos depot depression derby desert
2121 designs desire destiny detective determine deutsch deutsche developed developing devil dew deze
2121 diabetes diagnosis dial diameter diamonds diary dias dich didn diesel differences dil dining
2121 dinner dip dipl directors dirt disabilities disability disaster discipline disco discounts
2121 discussions dise disease disorder disorders diss distrib dive divine diy documentary dodge doe
2121 doesn dok dol doll dollar dome domestic donation donna doom dop dor dorm dort dough dove dow
2121 downs downtown dragons drain dram drama dreams dresses drew drill drinking drinks drone drugs
2121 drum ducks dude duel duke dul dum dun dungeon dunk duo durch dust dut duty dynam dynamics
2121 dynasty dys eagle easily eating ebay eclipse ecology econ econom economics economy editorial
2121 educational efficiency eins election elections electoral electrical electricity electro
2121 elementary elephant elev eleven elk embassy emerging emotional emperor empire employer empresa
2121 enables encore encounter energ enforcement engagement engineer engineers engines enhanced
2121 enhancement enlight enrollment enterprises entire entrance entrepreneur epic epid episodes
2121 equation equity espresso essays essence essentially essentials establish established estados
2121 estates estimates eternal ethernet ethics europ euros evalu evangel evening everyday everywhere
2121 evolution examination examiner executes exercises exhaust exhib exhibit exhibition exped
2121 experienced explain exploration explosion exposure exterior extraction extremely facial
2121 facilities fairy faker fallen falling fallout fam fame famil families famous fancy fantasy
2121 farmer farmers farms fasc faster fate fathers feast feather featuring feder feeling fees feet
2121 fellow fem femin femme fence ferm ferr ferry festival fet fever fiat fif fifth fifty fighting
2121 figures filme filtering finals financing finds firewall firmware firstly fiscal fishing fla
2121 flam flame flames flask flavor fle flesh flood flooring floors flor floral flour fluent flyers
2121 foam fog folding fond fool forex forgotten formal fors fortress forty foster fot fotos fou
2121 foundations fountain fraud frauen freak freed freel freight frem frequently fres freund
2121 friendship fro frontier frost fry fuller fundamental funding funds funeral funk furious furn
2121 furniture fury fus fut futures gad gala galaxy gall gamb gambling gameplay gamer gaming garage
2121 garden garlic garn garner gast gates gather gauge gaussian gaz geek gef geg geh geld gems
2121 genetic genetics genius genome genuine geographic geography geological germ giant giants gib
2121 gifts gig gim ginger gir gives glacier glad glam glide globe glory gloss glow gluten goat gods
2121 goes gol golf goose gord gore gospel gover grain grande grandma granite granny grants grat
2121 gratis graves graz greatest grill grip grocery gros gson guardian guardians guerr guests
2121 guidance guidelines guides guitar gul gum guru gust gut guys gym hacker hairst hak halo hamburg
2121 hamm handbook handy hanging hann hans happ happiness harbor harbour harm harmon harmony harness
2121 harvest hass hast hatch hate hath hats haut hav hazard headquarters heal healing healthcare
2121 hearing hearts heater heating heaven heb heck hedge heights helpful helping helps hemp hence
2121 hend hep herald herb herbal heritage herr hers highly highway hij hills hindi hipp hiring
2121 historical hitch hive hob hobby hoch hockey hod holdings hollow homeland homer homework homo
2121 honest honey honor honour horizon horm horror hose hosp hospitality hotels household hoy hue
2121 huge hull humanities humanity humans hun hundred hundreds hunger hunting hunts hurt husband
2121 hust hut hybrid hydraulic hydro ideally idol ihr illustrated illustrator imaging immigration
2121 immun imper imperial importance imported impro improve improved inbox inches increased
2121 incredible independ indicates indie indigenous individuals indonesia indoor infant infantry
2121 infect infinite influ influence initi initializes initiative injury innoc innov innovation
2121 inquiry insider insight insights inspir inspiration inspired instantiate instit institute
2121 institutions instructor instruments integrity intellectual intelligence intelligent
2121 internacional interstate intervention invent investig investigation investing investments
2121 investor investors invisible invitation ipsum irr island islands isn jacket jackets jade jag
2121 jail jasmine jazz jeans jed jeep jeg jelly jersey jetzt jew jog jou journalism journey jub
2121 judges judgment judicial judiciary juice jung jungle juni junk kab kafka kak kale kam kami kang
2121 kann karma kata kaz keeps kem kend kern keto kidd killing kingdom kings kiss kitty klein knee
2121 knights knock knot kob kod komm kosten kot kotlin kra kron kun kut labour lack ladies lak lakes
2121 lamb lanc lance landscape lange laptop larger largest laser latina latino laundry laure lawn
2121 lawyer lawyers laz leadership leads leak leap learned leather leaves leaving leben leer
2121 legendary legends legion legisl leisure lemon lent leopard lesbian lesser lessons levy
2121 liability liber liberal libert liberty libre licence licensing liebe lieutenant lif lifestyle
2121 lighting lightning lightweight likewise lil lingu lions lips liqu listings literary literature
2121 lith liver lives loans lobby locate lodge loft logistic logistics lone lonely longer loose loot
2121 lore losing lottery loud lounge loved lovely loves loving lub lucky lud luk lum lump lun lunar
2121 lunch lup luxury luz lyrics maar machinery machines madness madrid mafia magazine magical
2121 magnet magnetic maintain maison majority makeup malaysia mam mama managers mane mang manga
2121 mango mansion manufacturers manufacturing manus maple marathon marble marin maritime
2121 marketplace marriage married marsh martial mash masks massive mata mater maths matlab mats
2121 matte matters mature maxim mayo meals measurements measures meat mechan medal medic medieval
2121 meetings mehr mein mej mell memor memorial memories mend meng mercy merry mesa metallic metals
2121 metropolitan microwave midi midnight mig mik mild miles milit milk millions mills mim minds
2121 mineral minerals mines minist minister ministers ministry minority miracle mish missile mixer
2121 mixing mobil mobility modeling moderate moderator modular mog moist mojo mold molecular moments
2121 momentum moms monk monsters monument moo mood moral morph mosque moss mothers moto motorcycle
2121 motors mou mountains moy mud mug muj multimedia mum mundo municip murder muscle muse museum
2121 mush musical muslim muss mutual myst myth nab nacional nag nail naj naked narc narrow nationals
2121 nations nationwide natur naturally naval navy naw nearby neb nec needless negro neighborhood
2121 nem neon nep networks neu neue neural neuro newly nexus nicht nickel niet nigeria nightmare
2121 nights ninja ninth nir nob noble nodo noir nonetheless noon nord northwest nose notebook
2121 notices notre nou novel nowadays nuclear nug numerous nun nur nurse nurses nylon oasis
2121 observation obst obt obtain occupational odds offensive offering officer officers offices olive
2121 onion operational opinion opportunity opposition optical optimization organizer origins
2121 orthodox outlook outreach outstanding overnight overse oxygen packaging packs pact painting
2121 palace pale pall palm pam panc pand panda panels pang pant pap paperback parad parade paramount
2121 paran paras parish parks parl parliament particip participation parties paso passage passenger
2121 passing passion passive pasta pastor patent patio patri patrol patron patt pav paw pawn pays
2121 paz peach peaks pearl pediatric peel pemb penal pendant peninsula penis penny pens pension
2121 peoples pep pepper performing performs pero personality personnel perspective perspectives peru
2121 pessoa pest petit petite petroleum pew phantom pharm pharmac pharmacy photograph photographer
2121 photography photoshop physician physicians piano picks pied pier pik pil pillow pills pilot
2121 pioneer pirate pirates pist plains planned planner plasma plastic platinum playground plaza
2121 plenty plum plumbing podcast poetry poison poker polar polic policies polish pollution polo
2121 polyester polymer polynomial pom pony pope pork potato pou pound poverty powder powerful poz
2121 pract practical prayer predator preparation prescription presented presents preservation
2121 preserve presidential presidents prest prevention pride priest princess princip principle
2121 printable prism prison prize proble problems procedures produced productions produkt programm
2121 programme programmer programs progressive projekt prophet proposed proposition prospect prote
2121 protective protector protest proud provision pry psychic psychological psychology publications
2121 publishers publishing puerto pul pump punch puppet purch purs puzzle pyramid quadr quando
2121 quantum quarry quart quarterly quartz queens quickly quint racing radar radiation radical
2121 railroad railway rainbow rak rally ramp ranch ranger ranked rankings rash rational rav rays
2121 razor reactive readers reasons rebel recall reception recommendation recommendations recon
2121 reconstruction recorded recovery recreation recycling redemption reduced reduction reef reflex
2121 reform refuge regiment registrar regulation regulations regulatory rehab rein relax releases
2121 relevant reliable relief religion religious remix removal removes renew rental rentals replica
2121 replies representative representatives represents reputation rescue residence residential
2121 resist resort resorts respir responsibility responsible restoration restrictions retirement
2121 retreat retro revel rever revised revolution rewards rhe ribbon rider riders riding rifle rings
2121 ripple rising rivers robotics rockets rocks rocky rogue roku rolls romance romantic rookie rope
2121 rosa roses rotary rout rover rubber rue rune rural ruth sach sadd saf safari sag saga sage sai
2121 sail sak sala salad salah salmon salon salv salvation samp sanct sands sandwich sandy sang sant
2121 satellite satisfaction sau sauce savage saves savings saw sax saying says scaffold scal scenes
2121 sche schl schn scho scholar schw schwar sciences scientific scientist sco scout scouts scrap
2121 scre screening screw scripture scriptures seal searches seas seasons secrets securities seeds
2121 seeking seems seit selbst selenium sellers semiconductor senate senator senators sends sens
2121 sensors sentinel separate serif serious serum serving settlement seventh sever sew sext shack
2121 shades shadows sham shame shark sharks sheep sheets shel shelf shepherd shields shim shin sho
2121 shoe shoes shooter shooting shortly shorts shoulder showcase shower shrine shut shuttle sicher
2121 sick siege sight significant signs sik silence silicon silicone silk simpl sims simulator sind
2121 singer singles singular sistema sister sisters sitting situation sixth skate ske skull slack
2121 slam slate sle slee sleeping slip smartphone smash smile smoking sne sno sob soccer soci
2121 socialist society soda sodium sof soil sok soldier soldiers solic solutions somebody somehow
2121 sonic sor soul sour sous southwest sovere soy spare sparks speakers specialist specialists
2121 specialty specifically specifies specs spectrum spend spending spice spike spiritual sponge
2121 sponsor sponsored spoon sporting spotlight spray spreadsheet springs sprint squ squad stability
2121 stadium stainless stake stall standards stap stark statistical statue steak steering stereo
2121 sterling stern sting stir stitch stops stopwatch strange stranger strat strateg strategic
2121 strategies straw structural studios stunning substance substitute subway suche sud sue suff sug
2121 suicide suitable suites suk sul summers summit sund sung sunny sunrise sunset sunshine
2121 superintendent superior supervisor supplement supplements suppliers supplies supporting suppose
2121 supreme surely surg surge surgery surgical surprise surround surveillance sustainable swe sweep
2121 swim swimming swing sword symptoms synd synthetic tablets taco tactical tah tak tale talent
2121 tales talks tall tamb tamil tang tanks tape tart taste taxes taxi teach teaching tear tears
2121 technician technique techniques technologies tecn teens teeth telecom telefon television temper
2121 temple tempo tender tennis terrace territories territory tess testament thankfully theater
2121 theatre theft therm thesis thi thick thou thoughts thousand threat tide tiger tik till timber
2121 tir tire tob toilet toll tomato tomb tome tong took toolbox tooth tops tort totally tou tough
2121 tourism tournament tours tow towers township toxic toys trades tradition trailer trails
2121 transcript transformers transit transitional transparency transportation trav traverse tray
2121 treasure treasury treat trek trem trend trends trials tribe trick tricks tried trio troll trom
2121 trophy tropical trouble trout trucks truly trustees tub tud tul tun tune tunnel tup turbo turns
2121 turtle tus tut tutor twe twelve twice twilight twin twins twist twitch typical tyr ultr uncle
2121 uncomment underground understand undert unicorn universe unlimited unreal useful vacation vacc
2121 vaccine vacuum vad valley valve vanilla vanity vapor variety veg vegan vegas velvet vend venez
2121 ventures vera verd verde verg verm viagra vib vibr victory viet viewing vill village vinyl
2121 violence violet virus visitors vista vita vital vitamin viv vive vivo voc vocabulary vocal vog
2121 voll volunteer volunteers voting vul vulner wag wage wah waist wallpaper walmart walnut wander
2121 wanna wants warp warranty warrior warriors waste watches waterproof watt watts wax weapons
2121 webcam websites wedding weekend weird weiter weld welfare wellness wells welt wes wet whale
2121 whatsapp whe wheat wheels whereas whisper whit whites whoever wholesale wikipedia wilderness
2121 wildlife winds wings winners winning wired wireless wiring wisdom wol wolves womens wooden wool
2121 workout workplace worksheet workshop worlds worldwide worse worst wrest xbox xen xu yak yaz yog
2121 yoga yok yours yourself youth yuan zach zak zam zinc zombie zombies zoo zum zur zus zwe
2122 aantal abandon abandoned abbiamo aberr abide abnormal aboard aborted abortion abound abre abril
2122 abrir abroad abrupt absence absol absor absorb absorption abst abstraction absurd abund
2122 abundance abused abuses abusing abusive acab accel accelerate accelerator accents acceptance
2122 accepting accepts acces acceso accessed accesses accessing accession accessory accidental
2122 accidents acclaim acclaimed accol accom accomp accountable accountant accounted accum accurate
2122 accus accuse accused accusing accustomed acept acess acesso acest achie achievable achieve
2122 achieved achievements achieves achieving achter acidity acids acknow acne acompan aconte acqu
2122 acquire acquired actionable activates activating actividad actividades activism activist
2122 activists actresses actu actualizar acuerdo acum adalah adap adapters adaptor addict addicted
2122 addicts additions additive additives addressed addressing adept adher adhere adherence adicion
2122 adip adjective adjoining adjud adjunct adjusted adjusting adjustments adjusts administer
2122 administr administrations administrators admissions admit admits admitted admon adopts adorable
2122 adore adorn adrenal adres adul adulte adultes adultos advancement advancements advancing advant
2122 advantages advers adverse advertis advertise advertiser adverts advise advised aerial aest
2122 aesthetic afar afect affair affect affection affects affid affili affiliated affiliation affine
2122 affinity affirm afflicted affluent afford afin afirm afl afore afraid aft aftermarket afternoon
2122 afterward ageing agendas aggrav aggreg aggregated aggregation aggregator aggress aggression
2122 aggressive agility agitation agony agosto agre agreed agreements agrees agreg ahora aide aided
2122 aider aides aiding aids aime aimed aiming aims ainda ainsi airborne airflow airing airline
2122 airplane airplanes airports ajout ajud ajust akka aktual alarming alarms alas albeit alcan
2122 alerted algae algum algumas alguna alguns aliens alike aliment alimentos aliqu alkal alleen
2122 allele allem allerdings allerg allergic allergy allev allocating allocations allot allotted
2122 allowable allowance allowances allowing allure almond alongside alors alot aloud altar
2122 alteration alterations altered altering alternating alternatives alters altijd altitude altre
2122 altri altro altru alum alumno alumnos aluno alunos amassed amateurs ambassadors ambiente ambigu
2122 ambiguous ambit ambition ambitions ambos amended amet amigo amigos amino amis ammon amongst
2122 amor amore amort amounted amounts amour amplitude amused amusement amusing anak analogue
2122 analogy analys analyse analyses analysts analytic analytical analyze analyzed anarch anatom
2122 ancestor andere androidx anesthesia anew angl angst ankle annonce annotated announced
2122 announcements announces announcing annually annum annunci anomal anomaly anonym ansch antagon
2122 anterior anthology antib anticip antid antig antigen antim antioxid antiqu antivirus anunci anv
2122 anx anybody anyhow anytime anyways anywhere anzeigen aos apar apare aplic apolog apologies
2122 apology apopt appar appare appart appeared appearing appears appel appell appellant appended
2122 appet appl apples appliance applic applicable appointments apprent approached approaches
2122 approaching appropri approvals approves approving approximate approximation aprend apresent
2122 aprove aquatic aquel aqui arbe arbit arbitrary archival archivos arcs argparse argue argues
2122 arise arises arising armies armored arom aroma aromatic arose arquivo arrang arranged
2122 arrangement arranging arriv arrivals arrive arrived arrives arriving arrog arrows arsen artery
2122 artic artifacts artillery artisan artistic artwork artworks asbestos ascend ascent ascertain
2122 aseg ashamed asign asleep asoci aspects aspir aspiration aspire aspiring assass assay assays
2122 assembler assemblies assembling asserted asserting asserts assessed assh asshole assigning
2122 assignments assigns assim assisted assisting assists assort assorted assum assumed assumes
2122 assumption assure assured assures astounding asylum asymmetric asynchronous asynchronously
2122 asyncio atau athlete athletes atleast atm atop atrib attaches attaching attacked attacker
2122 attackers attacking attacks attain attained attainment attempted attempting attendant attended
2122 attendee attendees attending attends attent attest attic attire attitude attitudes attorneys
2122 attract attracted attraction attractions attractive auctions audible audiences auditing
2122 audition auditory audits augment augmentation augmented aument aun aunque ausge ausp aute
2122 authored authorised authoritarian authoritative autistic autob autobi autoc autoimmune automat
2122 automate autonom autonomy autop autoplay autour autre autres avait avant avent avenues averages
2122 avere avocado avoidance avoided avoiding avoids avoir avons avril awaiting awaken awarded awe
2122 awful axial axle axs ayant ayud ayuda azt backdrop backed backgrounds backing backlash backlog
2122 backstage backups backward backwards backyard bacter bacteria bacterial badass badges badly
2122 baff bagi bahwa baik bait baj baja bajo baked baking balancing balcon ballistic balloon ballot
2122 ballots bamb bananas banda bande bandwidth banging banker bankers bankrupt bankruptcy banned
2122 banners banning banquet bans banyak barbecue barley barred barrels barren barriers basal
2122 baseman baskets batches bathing bathtub bats battered batting baud beaches bead beams bearings
2122 beasts beaten beating beaucoup beautifully beberapa bedding bedside bedtime beep beers bees
2122 beforehand began beginnings begr behalf behand behave behaving behold beide beiden beige beim
2122 beings belang bele belie believed believer believes believing bells belong beloved belts belum
2122 bem benches bending bends benefici beneficial beneficiary benefited benefiting benign berhasil
2122 berth besar beside besoin besonders besser bestellen besten bestimm bestowed bets bev bevor
2122 beware bfs biases bidder bidding bids bied bieten bif bigger bigint bikes biking bilateral bile
2122 bilingual billed billions binaries binds binge binnen biochemical biod biome biopsy bip
2122 birthdays births bisa bisc bisher bist bitch bitcoins bites biting bitrate bitten bitter
2122 bizarre blacklist blackout bladder blades blame blamed blaming bland blanket blankets blanks
2122 blasting blat blazing blended blending blends blev blew bli blij blinded blinds blir blister
2122 blobs blockade blockbuster blocker blockers bloggers blogging bloodstream blooms bloque blot
2122 blouse blowing blown blows bluff blunt blurred blurry blush bmi boarded boast boasting boasts
2122 boil boiled boilers boiling boils bois bola boldly bombard bombing bombs bona bondage bonded
2122 bonding bonne bonuses boobs booked bookings booklet bookmarks bookstore booming boon boosted
2122 boosting boosts booty bordered borderline bore bored boring borr bosses bother bothers boto
2122 boton bottoms bounced bouncing boundaries bounty bouts bowed bowel bowls bows boxer boyfriend
2122 bpm bpy braces brackets brag brainstorm brakes branching branded branding brav bravery breach
2122 breached breaches breakdown breakout breakpoint breaks breakthrough breakup breasts breat
2122 breathing bree breeding breeds breeze brethren breve brib bricks brides briefing briefly
2122 brighter brightest brightly brill bringen brings brink brisk broadcasts broader broccoli broke
2122 brokerage broth brought brows bruk brunch brushed brushes brushing brute bson btw bub bubbles
2122 buckets buckle budgets buds buena buffering buffet buffs buggy buiten bullets bully bump bumped
2122 bumper bumps bunch bundles bunk bunker buoy burden bure burial buried burned burner burnt busc
2122 busca buses businessman businessmen busted butcher buurt buys buz buzzing bypass bzw cabe cabel
2122 cabins cables cabo cach caches caching cada cadena cadre caffe cages calam calcular calculated
2122 calculating calculations calculus calend calf caliber calidad caliente calle callers calm
2122 calming calor calorie calves camar cambi cambio camer camino camouflage campaigning campaigns
2122 camper campground camps campuses cams canceled cancell cancers candid candles cane canine
2122 canned canopy cans canv capable capacidad capit capita capitalism capitalist capped capsule
2122 capsules captions captive captivity captured captures capturing caract caracter caramel
2122 caratter caravan carbonate carbs carc cardboard cardi cardiac cardio cared careful carefully
2122 careg careless cares carg carga cargar caric caring carne carrera carriage carried carriers
2122 carries carro carrot carrots carrying carta carte cartel cartoons cartridge carts carve carved
2122 carving cashier casi casing caso casos caste casually catalogs catalogue catcher catches
2122 catching catchy categor categorical categorized cattle caus causal caused causing caut caution
2122 caves cavity caz cds cease cela celebrate celebrates celery celestial cellar celle cellpadding
2122 cellphone cellspacing cellul celui celular censor centered centerpiece centr centralized
2122 centres centroid cents centuries cerc cerca cere cereal certains certainty certificates
2122 certifications certify certo cerv cet ceux chac chained chaining chaired chambre champs chances
2122 chaotic chaque characterize characterized charcoal charisma charismatic charitable charities
2122 charming charms chased chasing chassis chast chats chatter chatting chaud chauff chave cheaper
2122 cheapest cheated cheating cheats checkpoints cheek cheeks cheering chees cheeses cheesy chefs
2122 cheg chemicals chemin cheque chew chewing chiar chica chicas chicks chiefly chiff childbirth
2122 childcare childish chilled chilling chilly chipset chir chocol chois choix choke choking chol
2122 chooses chopped chopping chops chord chords chore chores chorus chose choses chromosome
2122 chronological churn chute cialis cidade cider cif cig cigar cine cinnamon ciphertext circles
2122 cita citas citations cited cites citing citiz citt civilian civilizations civilized clad
2122 claiming clam clans clap clarification clarified clarify clarity claro clase clases clashes
2122 classifications classifiers classify classmates classrooms classy clauses claw claws cleaned
2122 cleaners cleanliness cleans cleanse cleared clearer clearing clears clever clic clickable
2122 clicking clicks clientele cliffs clinically clinicians clinics clipped clipping clique clocks
2122 clockwise cloned clones cloning clos closer closes closets closures clot clouds cloudy cloves
2122 clown clubhouse clue clues clustering clutch clutter cmap cmds coached coaches coarse coaster
2122 coated coating coatings coats coax codecs coer coerc cof cogn cognition coherence coherent
2122 coils coinc coined coisa colabor colder coleg collage collagen collar collateral colle
2122 colleague collected collecting collectively collectors collects collide collided collisions
2122 collo coloc colonies colore colored colorful colossal coloured colourful colours colspan
2122 columna columnist comando combating combin combinations combines combining combos combust
2122 comeback comedian comedic coment comentario comentarios comenz comer comerc comet comfortable
2122 comfortably comforting comforts comfy comida commande commanded commanders commanding commas
2122 comme commenc commence commenced commentaire commentator commentators commented commenter
2122 commenting commissioned commissions commitment commitments commits committed committing
2122 commodity commodo commonly commonplace communal commune communic communicate communicated
2122 communicates communicating communicator communion commute compagn compares comparing compart
2122 compartment compel compelled compelling compens compete competed competence competency
2122 competent competing competit competitions competitor competitors compil compiling compl
2122 complain complement complet complexes complexion complexities compliant complic complicated
2122 complication complications complied comply componente comport compos composed composing
2122 compositions compost compounded compounds compr comprar comprend compressor comprise comprises
2122 comprising comprom comps compt compte compuls computation computations computes comrades comun
2122 comunic comunidad concaten concatenate conced concede conceived concent concentration
2122 conception conceptual concess concession concl conclude concluded concludes concluding conclus
2122 conclusions conco concurrently condem condensed condi conditioned conditioner condo condol
2122 condom condos condu conduc conducted conductor conduit conect conectar cones conex confer
2122 conferences confess confessed confession confident configur configurable configurations
2122 configuring confined confines confirming confirms confisc confl conflic conflicting conflicts
2122 conform conforme conforms confort confront confuse confused confusing confusion congen congest
2122 congr congreg conhe conj conject conjug conjunction conna connectors connects connexion conoc
2122 conosc conqu conquer conquest conscience conscient consect consensus consenting consequ
2122 consequence conserve consid considerable considerably consideration considerations considered
2122 considers consist consisted consistency consisting consists consolid conson conspir conspiracy
2122 constantly constrain constrained constructing constructions constructive consul consultancy
2122 consultar consultation consultations consulted consum consumed consumes consuming consumo
2122 contacted contacting contacto contag containment contamin contamination contar contato contempl
2122 contemplate contempor contempt conten contend contender contenders contention contentious
2122 contenu contested contests contexto contextual contiene contiguous continents conting continu
2122 continua continual continually continuar continuation continues continuity continuously
2122 continuum contour contrace contracted contracting contraction contractual contrad contrary
2122 contrat contrato contrib contribute contributed contributes contributing contributor controle
2122 controlling controvers conven convent conventional conventions conver convergence conversations
2122 converse conversions converters convertible converting convex convey conveyor convict convicted
2122 conviction convictions convin convinc convince convo convolution convoy cooked cooker cooks
2122 coolant cooled coolest coop cooperate coorden coordin coordination copied coping cops copying
2122 copyrighted copyrights coraz cords corners cornerstone corpo corpse corre correctamente
2122 corrected correcting corrective correctly correctness correl correlated correlation
2122 correlations corridor corro corros corrupt corrupted corruption cosa cosas cose cosine cosm
2122 cosmetics cosplay costing costly costo costumes cosy cough couldn couleur counted counterfeit
2122 counterpart counterparts counters counting countless coup coupled coupling cours coursework
2122 courte courthouse courtroom courtyard covering covert coward cowork cows coz cozy cps cracked
2122 crackers cracking cracks crafting cram crank crap crappy crashing crater crates crave craving
2122 cravings cray craz crea cread creams creamy crear creations creatively creativity creatures
2122 creditors creep cref crem creo cria crian criar crib cried cries crim cris crises criter critic
2122 critically criticism critique crochet cropped cropping crops crore crossed crosses crossings
2122 crossorigin crossover crossword crowded crowdfunding crowds crowned crude crushed crusher
2122 crushing crust crying cryptocurrency cryst crystals csak ctypes cual cuales cuanto cuatro cubes
2122 cubic cuc cucumber cud cudd cuenta cuer cues cuff cuffs cui cuid cuis cuk culp cumbersome cumpl
2122 cumulative cunning cunt cupid curated curator curb cured curing curiosity curious curled curls
2122 curly currencies currents curs cursed curses cursos curvature curved curves customary
2122 customizable customization customized cutoff cuz cyclic cyl cyn cyst cyt daar dab dado dads
2122 dagen dagger daha dalam dall dalla dalle damaged damages damaging dames damit damned damp
2122 damping dams danced dancer dancers dances dando dang dangerously dangers dangling danh dansk
2122 danske danych dap dapat dara dared darf dari daring darker darkest darn dashed dass databases
2122 dataframe datap dati dau daughters daunting daycare daylight daytime dazu dazz deactivate
2122 deadlines deadly deaf dealing dealings dealt debe deben deber debit debounce debris debugging
2122 debut decad decade decades decals decay dece deceased decent decentral deception decid decided
2122 decides deciding decimals decipher decir decis decisions decking decks declar declarations
2122 declares declaring decline declined declines declining deco decoding decom decorated decorating
2122 decorations decorative decorators decre decrease decreasing decree decrement decrypted dedic
2122 deduct deed deeds deem deemed deepen deeper deeply defaultdict defaultstate defe defeat defect
2122 defective defend defendants defended defenders defending defenses defer deficiencies deficiency
2122 deficient deficit deficits defin defining definit definite deform deformation degli dei dein
2122 deine deity deix dej deja dejar dela delaying delays dele deleg delegates delegation delet
2122 deletes deletion deliber delic delicate delight delighted delights delim deline delivered
2122 delivering delivers della delle dello delt delve demande demands demasi demi demise demographic
2122 demographics demol demons demos dend denen dengan denial denies denim denne denom denomin
2122 denomination denominator denote denotes departamento departed departing depended depict
2122 depicted depiction depicts depleted depletion deployed deploying deployments deport deposition
2122 depress depressed depressive deprivation depths dequeue derail dereg deren deriv derivative
2122 derives deriving derog descargar descend descendant descendants descended descent descon
2122 described describes describing descriptive dese deser deserve deserved deserves deserving
2122 designate designated designation designers designing desirable desires desks desn desp despair
2122 desper desperate despre dessa desta destabil destac deste destin destinations destined destino
2122 destroyed destroying destruct destruction destructor detached detailing detained detal detalles
2122 detected detecting detectives detectors detects detention deter determin determination
2122 determined deton detox detr detta dette deut deux devant devast deve developmental developments
2122 develops dever devez deviation devise devised devoid devote devoted devotion devuelve dhe
2122 diabetic diagn diagnostics diagon diagonal diagrams dialect diam diaper diapers diarr dib diced
2122 dicho dici dictate dictated dictates dictator dictionaries didnt died diesen dieta diets difer
2122 differ differentiate differs diffic difficult diffuse diffusion dific digestion digestive
2122 digging digitally dign digs dijo dik dilation dile dilig dime dimensional dimin dine diner
2122 dinosaur dint dioxide dipped dipping dips directing directional directives directly directs
2122 direkt diret dirig disables disabling disag disagree disappear disappearance disappoint
2122 disappointed disappointment disasters disbelief discern discharge discharged discipl disciple
2122 disclose disclosed disclosures discomfort discontinued discounted discour discourage discourse
2122 discovered discoveries discovering discovers discre discret discrete discretion discriminator
2122 discs disdain disen disfr disg disgr dishes disks dislike disliked dislikes dispar dispatched
2122 dispens dispenser dispers dispersion displaced displacement displaying disple dispon dispos
2122 disposal disposed disposit disput dispute disputed disreg disrespect disrupt disrupted
2122 disruption disse dissect dissent distances distancia distancing distant distilled distinction
2122 distingu distinguished distint distort distorted distortion distr distra distraction distress
2122 distressed distribute distributions distributor districts disturb disturbed ditch diver divers
2122 diversion divert divid divided dividend divides dividing diving divis divisible divisions
2122 divisor divor divorce divul diz dla dmg docking docks doctoral doctr documentaries documented
2122 documenting documento documentos doen doesnt dois doit doivent dolls dolor domaine domest domic
2122 dominance dominant dominate dominated dominating domination donated donating donations donc
2122 donde donn donne donner donor donors dood doorstep doorway doping dopo dors dosage dose doses
2122 dost dotted doub doubles dout dov downfall downhill downloadable downloaded downloader
2122 downright downside downstairs downstream downward dozen drafted drafting drafts draggable
2122 dragged drained draining drains drank drastic drawback drawbacks drawers drawings drawn draws
2122 dread dreamed dreaming dred drei dressed dressing dri dried drift drifting drilled drilling
2122 drills drip driv drives drm droit drones dropout dropped dropping drought drove drown drowned
2122 drowning drummer drums drunk dryer drying dua duas dudes dues dug dull duly dumb dumped dumping
2122 dumps dumpster dung duplex duplic duplication durability durable durante durations duro dus
2122 dusk dusty dvd dwar dwarf dwell dwind dye dying dyst dzie eag eager earliest earm earnest
2122 earning earnings earns earthly earthqu earthquake eas eased easier easing eaten eater eats eax
2122 eben ebook ebooks echoed echoes echt eclectic ecological ecommerce ecstatic edged edible
2122 editions edits edt educate educating educator educators eens eerie efect effected effectively
2122 effectiveness effet effic efficiencies effort efforts efter eget egy eher eig eighth eighty
2122 einem einen einer eines einf einige einmal einz einzel eius ejac ejec eject elabor elast elbow
2122 elected elective electr electrom electrons eleg elemental elemento elementos elems elephants
2122 eles elevation elevator elimin eliminar eliminate elimination elit elites elkaar ellipt ellos
2122 elsewhere elucid elusive emailing emanc embar embargo embark embarked embeddings embell emblem
2122 embod embodies embody embrace embry emerg emerge emerged emiss emission emissions emits emitted
2122 emoc emot emotions empath empez emph emphas emphasis empir empirical employed empower empowered
2122 empowering empres emulate emulator enabling enact enacted enam enamel encaps enchant enclave
2122 enclosed enclosing enclosure encontr encounters encour encourage enctype endangered endemic
2122 endereco endings endless endlessly endors endorse endowed endurance endure endured enduring
2122 enemies enf enfer enforce enforced enforcing engage engaged engages engaging engineered engulf
2122 enhance enhancements enhances enhancing enim enlarg enlarge enlist enlisted enorm enqu
2122 enquiries enquiry enrich enrol enroll enrolled ensl ensuite ensured ensures ensuring entail
2122 entails entend entender enters entertain entfer enticing entidad entitled entitlement entonces
2122 entra entrances entrar entreg entrega entren entreprene entreprise entreprises entrev entrusted
2122 entwick enumerate enumeration envelop envi environ environmentally environments envis envision
2122 envoy envy enzym eos epile epis epit epub eql equally equations equilibrium equipe equipo
2122 equipos equipped equitable equiv equival erad erased erect erection erf erh erhalten erotic
2122 erre erreur errone erst erste ersten eru erupt erw escal escap escaped escapes escol escort
2122 escorted escre escrit esos espa espacio espan espec especial especific espect esports espos
2122 essere estaba estable establishment estad estamos estas estava esteemed estilo estim estimation
2122 estimator estos estoy estrogen estud estudiantes estudio ethers ethic ethn ethnic ethos etiqu
2122 etwa euch eup eux evac evade evaluated evaluator evapor evenings evenly eventdata eventos
2122 eventual everlasting everytime eviction evid evitar evoke evolve evolved exagger examine
2122 examined examines examining exams excav exce exceed exceeded excelente excell exceptional
2122 exceptionally excess exchanged exchanges exchanging excit excited exciting excl exclaimed
2122 excluded excludes exclus exclusion excursion excuse excuses execut executed executions exem
2122 exempl exemple exemplo exempt exemption exerc exert exh exhibited exig exile existe existed
2122 existence existential exited exiting exits exon exotic expanding expands expans expectancy
2122 expectation expectations expecting expelled expend expensive exper experi experiences
2122 experimentation experimented experimenting experiments expertise explained explaining explains
2122 explan explic explicitly explo exploded exploding exploit explor exploring explos exponent
2122 exponential exported exporters exporting expos expose exposed exposes exposing exposition
2122 expres expressed expresses expressing expressive expressly exquisite extending extensive
2122 extensively extinct extinction extracted extracting extracts extrad extraordin extraordinary
2122 extrem eyeb eyed eyel fabricated fabrication fabulous faced facets facil facile facilit faction
2122 factions facto factorial factories factual factura facult faded fades fading failing failures
2122 faint faire fairly fairness fais fakt fals falta famed familiar famine fanatic fanc fandom
2122 fantas fantast fares farmhouse farming fart farther fase fastest fasting fatalities fatigue
2122 fats fatt fatto fatty fauc faults faulty fauna faut faux favored favors favour favourite
2122 favourites faz fazer fclose feared fearing fears feas feathers feats fec feeder feelings feliz
2122 felony fenced fences fencing fend fert fertil ferv fetal fetched fetus feu feud fewer fflush
2122 fgets fiance fibr fibre fica fich fichier fick fict fidelity fie fier fiery fights figsize
2122 figur figura figured figuring filament filenames fileprivate filesize filho filing filings
2122 fille filler filles filling filmed filmes filming filmm fils filt filthy filtr fim finale
2122 finalist finalists finalize finalized financ financed finances finanzi finde finden findet
2122 findings fined finely finer fines finest fing fingerprint finishes finishing fino fins fint
2122 firearm firearms fired firefighter firefighters fireplace fireworks firing firma firms
2122 firsthand fis fishes fiss fist fists fitted fitting fittings fixation fixes fixing fiz fj
2122 flagged flagship flair flakes flaming flank flap flashes flashing flashlight flashy flats
2122 flattering flav flavour flaw flaws flea fled flee flere flew flexibility flick flights flipped
2122 flips flirt flirting floated floats flock flop floppy flora flotation flowed flowering flowing
2122 flown fluct fluffy fluids flushed flushing flute flyer foc focal focuses focusing fod foe foes
2122 foi folded folds foll followed follower follows folly fondo fooled fools footage footh footing
2122 footprint footsteps footwear fopen fora foram forb forbid forc forecasting forecasts
2122 foreclosure forefront foregoing forehead foreigners foremost forensic fores foresee forestry
2122 forests forfe forged forgetting forging forgive forgiven forgiving forks formally formas
2122 formations formato formidable formul formulaire formulario formulas formulate formulated
2122 formulation formulations forn forsk forte fortified forts fortunes forwarded forwarding
2122 forwards foss fost fought foul foundational founders founding fourn fours fourteen fout foyer
2122 fract fractional fractions fragmentation fragmented fragments frais frameworks franca franch
2122 frantic frase frat fraternity fread freeing freely frees freeway freezer freezes freezing fren
2122 frente frequ frequent freshly freshman freshmen freshness freshwater fret friction fridge
2122 friendships fries fright fringe fron frontal frontline fronts frowned fruits frying fscanf
2122 fucked fucking fue fuels fuer fuera fug fulfill fulfilled funcion funciona funciones funct
2122 functionalities functionality functioning fundament funded fundraising fungal fungi funky
2122 funnel furnished furry fused fuss fuzz fuzzy fwrite gaan gaat gadget gag gained gaining gains
2122 galer galleries gallon gamble gamers gamle gamm gangs ganz gaps garant garbage garg garment
2122 garments gases gasoline gastro gated gathers gating gauche gave gays gaze gboolean gcd gdy
2122 gearbox geared gearing gears gebru geen gegen gehen geht gek gele gemacht genau genders genera
2122 generado generalized generals generar generates generations generators generosity generous
2122 generously genie genital genocide genom genomes genomic genotype gente gently genu genus
2122 geographical geometric gep gerade geral gerne gestion getattr getaway getchar getopt getters
2122 gev gez ghosts gibi gibt gifs gifted gigs gilt gimm gioc girlfriend giveaway giveaways giver gj
2122 glac glance glanced gland glands glare glaring glasses glazed gleich glfw glitch glitter glo
2122 globalization glor glove glu gluc glucose glue glut goalie goalkeeper goats gob gode godt goed
2122 goede gonna goodbye goodies goodness goodwill gorge gossip gost gotta gotten gou gouver
2122 governmental gown gpointer gql grabbed grabbing grabs grac gracias gracious grado grads gradu
2122 gradual gradually graduated graduates graduating graduation graft grains grandchildren
2122 granddaughter grandes grandfather grandi grandmother grandparents grands grandson granting grap
2122 grape graphene graphical graphite gras grasp grate grated gravel gravid gravy grayscale grd
2122 grease greatly greatness greed greedy greenhouse greet greeting grew gri grids grief grille
2122 grilled grin grind grinder grinding grips gris grit groceries groom groot groove grosse grote
2122 grotes grou groundbreaking grounded grounding groundwater groundwork groupe grouped grouping
2122 growers grows grub grup grupos guar guarda guardar guarded guarding gubern guerra guessed
2122 guesses guessing guideline guiding guilt guise gums gusta gusto gute guten guts gutter gypsum
2122 gyr gyro habe haben haber habil hac hace hacen hacer hacia hacked hackers hacking hacks hadde
2122 hade hadn haha hail hailed haircut hairs hairy halftime halfway hallmark halls halluc hallway
2122 halted halves hamburger handed handful handgun handheld handic handing handmade handset
2122 handshake handsome handwriting handwritten hangs hanno hanya happen hardcore harder hardest
2122 hardly hardness hardship hardships hardwood harmed harming harms harsh harus hasattr hashes
2122 hashing hashlib hasn hasta haste hated hateful hates hatred hatte hatten haunt haunted haunting
2122 haute haya haze headache headaches headings headlights headlines headphone headphones
2122 headquartered headset healed healer heals healthier heaps hears heartbeat heartbreaking
2122 heartfelt hearty heated heaters heats heav heavier heavyweight hebben hebt hecho hect heels
2122 hefty heg heightened heir heirs hele helium helped helpless helt hely hemat hemos henne herbs
2122 herd hereby herein heroic heroin heroine herpes heter heures heuristic heute hexadecimal hiatus
2122 hic hides hiding hierarchical highlighting highs highways hijo hike hikes hiking hilar hinder
2122 hindsight hinge hinted hinter hired hires historia historian historically histories hitter
2122 hitters hitting hizo hj hjem hobbies hogy hoje holistic holog homage hombre hombres homeless
2122 homem homeowner homeowners hometown homic homme hommes homogeneous homosexual honorable honored
2122 honoring honors honoured hoof hoog hooked hoop hoops hoped hopeful hopeless hopes hoping
2122 hopping hops horas horns horr hors hoses hospitalized hostage hosted hostel hostile hostility
2122 hotline hotspot hotter hourly hous housed households hovered hovering htmlentities htons hubby
2122 hubs hues hug hugs huh huis humane humanitarian humano humble humid humili humiliation humility
2122 humming humor humorous humour hungry hunted hurd hurry hva hver hvis hvor hydration hym hype
2122 hyperlink hypo hyster iceberg iconic ideals identical identifiable identifiers identifies
2122 identifying identities ideological ideology idiot idols iets ignite ignition ignor ihm ihn ikke
2122 illeg illness illusions illustrate illustrates illustrating illustration illustrations ilma
2122 imagination imbalance imdb immature immense immersion immobil immoral immortal immunity
2122 impacted impactful impacting impacts impair impaired impart impatient impe imped impending
2122 imperfect imperson implant implanted implants implementations implementing implements implic
2122 implication implications implied imply importante importantes importantly importing impose
2122 imposed imposing imposs impost impover impr impres impress impressed impression impressive
2122 imprimir imprint improper improv impuls impulse inability inaccessible inaccur inadvert
2122 inappropriate inaug inbound incap incarn incent inception incess incest incid incidence
2122 incidental incidents includ inclus inclusion incom incomes incompatible incompet incomplete
2122 incon incons inconsistent incontr incontro incor incorrectly incr incre increases incred
2122 incremental increments incub incumb incur indef indem indexing indica indicate indicated
2122 indication indicators indict indicted indifferent indign indirect indis indispens indiv individ
2122 indu induce induced induces inducing induction indul inert inev inex infamous infancy infants
2122 infected infection infections inference inferred infile infinit infinitely infl inflamm
2122 inflation inflicted influx infographic informal informat informational informations informative
2122 informed informing informs infr infrared infused infusion ingest ingin ingl ingres ingress
2122 inhab inhabit inhal inher inherent inheritance inherited inherits inhib inhibit inhibited
2122 inhibition inici iniciar initialise initials initiate initiated initiating initiation inj
2122 injected injecting injections injunction injust injustice inkl inland inlet inmate inmates
2122 innings inoc inorder inplace inquire inquiries insan insane insanity inscription inse insect
2122 insects insecure insecurity insensitive inser inserting insertion inserts insiders insign
2122 insist insisted insisting insists insol insomnia inspected inspire inspiring instability instal
2122 installations installment installs instanceof instancia instantaneous instantiated instantly
2122 instinct instruct instructional instructors instrumental instrumentation insufficient insulated
2122 insulation insulin insult insure insured insurer insurg intact intake integ integers integrate
2122 intelig intellect intellig intend intended intending intends intens intense intensive intention
2122 intentions intents interact interacting interactions interacts intercept interception
2122 interceptions interchange interconnected interes interess interesse interests interf interfer
2122 interference interim interiors intermedi internally interns internship interoper interp
2122 interpersonal interpol interpolate interpolation interrog interrupted interrupts intersect
2122 intersections intersects interv intervals intest intim intimate intimately intimid intoler
2122 intolerance intox intra intrinsic introdu introduce introduced introducing intros intuit
2122 intuition intuitive inund invade invaded invading inval invasion invasive inve invented
2122 invention inventions invers inversion inverted invested investigate investigator invis invit
2122 invited invites inviting invo invoices invoked invokes invoking invol involve involved inward
2122 ioutil ipad ironic ironically irony irre irregular irres isinstance isnt isolate isolated
2122 isolation isot isso issu issuing italiani italiano itching itens iterative itertools itinerary
2122 itself jaar jackpot jailed jako jamais jams janvier jap japon jardin jars jaws jealous jede
2122 jeden jeder jego jel jemand jeopard jerk jeu jeune jeunes jeux jig jihad jika jitter jogo joins
2122 jointly joints joke joked jokes joking jorn jot joueur journalist journalists jov joven joyful
2122 joys joystick jsonify judged judgement judging judgments jue juego juegos juga jugador jugar
2122 juices juicy juin jumped jumper jumping jumps junge junit junto juris jurisdiction jus juste
2122 justification justified justo kadar kako kali kamu kans kao karena kaufen kaum kcal keen keer
2122 kein keine keinen kell kennen kep kept keras kernels kettle keyboards keyed keynote keypad khi
2122 kho kicked kicker kicking kickoff kicks kidding kidn kidney kidneys kijken killed killers
2122 killings kinase kinda kindergarten kindly kindness kinds kinetic kino kisses kissing kita
2122 kitchens kite kitten kla klar kleine klient klik kms knack kne knew knit knitting knives knob
2122 knobs knocked knocking knocks knowingly knowledgeable knows koji kole komb komen komment kommer
2122 kommt komple komt kond kone konk kort kost krat krij kter kube kuk kullan kunt kup kurs kz laat
2122 labeled labeling labelled labore labyrinth lacked lacking lacks lact ladder lado lagi laid lakh
2122 lame lament lamin lamps landed landfill landlord landlords landmark landmarks landsc lanes
2122 langu langue lanz laps lapse laptops largo lasers lasted lasts lateinit lately laten latency
2122 lateral latter lattice laughs laughter launched launches laut lava lavor lawful lawmakers lax
2122 layered laying leaderboard leagues leaked leaking leaned leaning leaps leash lebih leftover
2122 leftovers legality legalization legalized legally leggings legis legislation legit legitimate
2122 lehet leicht leider lend lender lenders lending lends leng lenght lengths lengthy lenses lept
2122 lesion lesions lessen leth letra letras letting letto letz leuk leve leveling leven lexical
2122 liabilities liable liar libc libero libido libr libro libros licences licking licz lider lids
2122 lied lief liegt lien lieu lifes lifestyles lighten lighter lightly lign likelihood liking lille
2122 limb limbs limestone limitation limitations limite limiting limitless limp linea lineage linen
2122 liners linestyle lineup linkage linker linking lire listar listened listens literacy literally
2122 literals liters litigation litre litres litt litter lived lively livre livro llam llama lleg
2122 llev loaders loaf locales locality locally locating lockdown locksmith locom locus lofty
2122 logarith logically logistical logits logos loi loin loneliness longest longevity longing
2122 longitud longstanding longtime looked lookout looping loos loosen loro lors loser losers loses
2122 losses lotion lovers lowercase lowered lowering lowers lows loyal luego lugar luggage lui
2122 lumber lumin lungs lur lure luxe luxurious lymph lyr lyric machen macht macros madre magazines
2122 magically magician magma magna mailbox mailed mailing mails mainland mainly mains mainstream
2122 maint maintained maintaining maintains maintenant maize maka maken makeover maks malaria males
2122 malfunction malicious malign malls malt malware mamm mamma manageable managerial manages manera
2122 mange manic manifestation manifestations manifested manifesto manifold mankind manner manners
2122 mano manos manpower manten mantra manually manuals manufacture manufactured manufactures mapa
2122 marching marital markedly marketed marketer marketers marking markings marque marriages marrow
2122 marry marzo masa masc mascul mashed masih masking massa massac massacre massages masse masses
2122 massively mastered mastering masterpiece mastery matchmaking matchup materia materially
2122 maternal maternity mating matplotlib matrices matriz mattered mau mav maxi maximal maximize
2122 maxlength mayores mdl meanings meant meas measuring meats mec mech medals medial mediation
2122 mediator medically medication medida medidas medio medios mediums meds mee meets meetup meget
2122 meille meine meinem meinen meiner meio meis meisten melakukan melan melanch melee melhor
2122 melhores melod melodies melody melt meltdown melting melts memb memberships membr membrane
2122 memcpy meme memes memiliki memoir memorable memoria memset menace menc mening menj menjadi
2122 mennes menor menos mensagem mensen mentions mentre meny mercado merch merchants merely merger
2122 merging merit merits merupakan meses meshes mesma mesmer mesmo messed messing messy mest mesure
2122 metab metabol metabolic metall metam metast metavar meters methodologies methodology methyl
2122 metod metodo metre metres meu mga mice microbes microbi microbial micron microphone microscope
2122 microscopic midfield midpoint midst midway mientras mies miesz mieux migli migr migrant migrate
2122 migrations mij mijn milestone milieu milling millones minced minded minden mindful mindfulness
2122 mindset mined miners mingle minha miniature minib minim minimalist minimize minimized
2122 minorities minors minut minutos mio mip mirac miracles mirrored mirrors miscellaneous miscon
2122 misconduct miser misery misguided misleading mism misma mismo misog misplaced missed misses
2122 missiles missionaries missionary misunder misuse mitig mitigate mitigation mixes mixture
2122 mnemonic mnie mobs moc mocked mocking mocks moda modele modeled modelling modelos modem
2122 moderation moderne modest modific modificar modifications modifies modifying modulation modulo
2122 modulus moet moeten moi moins mois molding molds mole molecule molecules molest moll molt
2122 momento momentos mommy monarch monarchy monastery monde mondo monet monitors monkeys monks
2122 monoc monopol monopoly monot montage monuments moons moot mop morale morality morally morals
2122 morb mortal mortality mosaic mosquito mostr mostra mostrar mote motel moth motherboard motif
2122 motifs motions motiv motivate motivation motive motives motivo motorcycles motorists mots motto
2122 mould mound mounting mounts movable movements mover movers movimiento mower mpg mse muc muchas
2122 mucho muchos muddy muestra muff muit muito mulher multer multic multicast multicultural multid
2122 multif multim multin multiplayer multiples multiplic multiplication multiplying multis multit
2122 multitude munch mural murders murm muscles muscular musica musician musicians musique mustard
2122 muster mutant mutants mutate mutated mutations muted mutil mutually muy muzzle mycket myocard
2122 myriad myself myster myths mz naam naar nada nailed nails naive nale namely namespaces nanny
2122 nao nargs nast nasty nationalism nationalist nationality nationally natives nau naughty nause
2122 nave navig nearer nearing neat necess needing needles needy nef negate negatively negatives
2122 negativity neglect neglected neglig negoci negocio nei neigh neighbour neighbours nella neph
2122 nerd nerv nerve nerves nesta neste nesting nests neuen neur neuron neurons neut neutr neutron
2122 newbie newborn newcom newer newest newfound newsletters newsp nicely nicer niche nicotine niece
2122 nied nig nightclub nightlife nightly nightmares nighttime nije nipple nisi nitrogen nive niveau
2122 nltk noche noct noe noen nog noi noises noisy nok nombres nombreux nomin nominal nominate
2122 nominated nomination nominee nond nonexistent nonlinear nonprofit nonprofits nons nood noqa
2122 normals norms nors norsk noses nosotros noss nossa nosso notable notably notamment notas notch
2122 notebooks noted noteworthy noticeable noticeably noticias noticing notified notifying noting
2122 notion notions notorious notwithstanding nouns nour nouve novamente novelist novels novice novo
2122 nowhere nowrap nozzle nto nuanced nuances nucle nud nude nue nuest nuestra nueva nuis nuit
2122 nulla numa numb numbered numbering numeral numerator numerical numeros nuova nuovo nurt nutrit
2122 nutzen nye oat oath oats obed oben obese obesity obey objection objections objectively
2122 objectives objeto obr obras obrig obsc obscene observational observations observed observes
2122 observing obsess obsessed obsession obsolete obstacle obstacles obstruct obstruction obten
2122 obtener obvious ocas occas occult occupancy occupants occupations occupies occupy occupying
2122 occur occured occurred occurrence occurrences occurring occurs octave ocur oddly odio odp ofere
2122 oferta offen offence offences offend offended offender offenders offending offense offenses
2122 offered offerings offic officially offre offseason offshore offspring oficial ofrec ofrece ogni
2122 ohne oils oily oldest oldu oleh olig oltre omdat omission omitted omn onboard onc ongoing
2122 onions onset onsite ontvang onward onwards onze opcion opciones opener openings openly openness
2122 operands operated operates opin opinions oppon opponent opportun oppos oppose opposed opposing
2122 opposite oppressed oppression oppressive opted optics optimal optimize optimum opting
2122 optionally orally oranges oraz ordained ordeal orderly organis organisations organise organised
2122 organisers organising organism organisms organiz organize organizers organizing organs orgasm
2122 origen originals originate originated originates originating ornaments orphan osob ostat ostr
2122 otra otras otro outage outbound outbreak outcomes outdated outdoors outfit outfits outgoing
2122 outings outlaw outlets outlines outlining outpatient outra outras outro outros outset outskirts
2122 outspoken outward ovar overarching overcome overcoming overcrow overd overdue overflowing
2122 overhaul overhe overhead overl overlapping overlays overload overloaded overlook overlooking
2122 overly overpower overridden oversee overseeing overt overthrow overtime overturn overturned
2122 overweight overwhel overwritten ozone paar paciente pacing packaged packets pada padd padded
2122 paddle padr padre pads padx pady pagamento pagan pagar pains painted painters paintings paints
2122 pairing paj palabra palabras palate palavra pallet palms palp pals pancre pandas panor panorama
2122 pans pantry papel paperwork parach paradox paragraphs paralle parc parce parch pardon parental
2122 parentheses parenting parfait pari parity parked parler parody parole partager parte parted
2122 parten partes parti partially partic particular partida partido partie partir partisan
2122 partitions partly partnered partnering pasa pasado pasar passages passe passengers passer
2122 passionate passions passports pastoral pastors pastry pasture patched patches patented patents
2122 pathetic pathlib pathogens pathological pathology pathway pathways patience patiently patrons
2122 pau pauses pave paved paving payable paycheck payday paying payoff payout payroll pcl pct pdb
2122 pea peaceful peacefully peaked pearls peas pedal pedals pedig peers pela pellet pellets pelo
2122 pelos pelvic pem pena penalty penc penchant pencil pense pensions peny peppers peptide peptides
2122 pequ peque perce perceived percentages percentile percept perception perceptions perch perd
2122 perder perennial perfection perfectly perfor performances performer performers perg peril
2122 perimeter periodic periodically periodo periods peripherals perish perk perks perman perme
2122 permet permite permits permitted permutation perpendicular perpet perplex perror perse persec
2122 persisted persists perso personalised personalities personalize personalized personas persone
2122 personn personne personnes persu peso pesos pesquisa pesso pestic pests petals petites
2122 petitioner petitions petits petrol petty peu peut peux phased phases philanth phishing phosph
2122 phosphate photoc photographed photographers photographic photographs photons phrases physic
2122 physically physiology physique pian picking pickups picnic pict picturesque pien pigs pij piled
2122 piles pinch pinned pinpoint pint pione pipelines piping pisc piss piston pitched pitcher
2122 pitchers pitches pitching pits pity piv plac placebo placeholders placements placer placing
2122 plag plage plague plainly plaint plais planetary planets plank planners plano planta plantation
2122 planted planting plast plaster plata plateau plated playa playable playful playlists playoff
2122 playoffs playwright plc plea plead pleading pleased pleasing pledge pledged plein plight
2122 plotted plotting plugged plugs plumber plung plunge plur plush plusieurs plut pname poate pob
2122 pobl poc pockets poco podcasts pode podem podemos poder podium podr pods poem poems poet poetic
2122 poets pog poids poignant pointed pointers pointing pointless pois poised poj polarity poles
2122 polished polishing polite politely politic politically politician politicians politique pollen
2122 polling polls pollut polluted polygons polym polys pomp ponds poner ponto poo pooled pools poop
2122 poorer poorest popcorn popped popping pops popul popularity populated populations populous
2122 porcelain porch pore pores porous porque porta portals portfolios portions portraits portray
2122 posible posicion positional positioned positioning positives positivity possess possessed
2122 possesses possession possessions possibile possibilities possibility possono possui postage
2122 postcode poste posterior posters postfix postings posto postpon postpone postseason posture
2122 potassium potatoes potency potent potentially potentials potion pots pottery pouch pounding
2122 pounds poured pouring pourquoi pourrait pours pov powerhouse powering powerless ppl ppm pprint
2122 prac pracy prag praise praised praises praising prakt prank prat pratic praw prayed prayers
2122 praying preach preached preacher preaching preced precinct precios precious precip precis
2122 precisa precise preco precursor predators predefined predetermined predicates predictable
2122 predicted predicting predictions predictive predictor predictors predicts predis predomin preds
2122 prefect prefers prefixes pregn pregunta prejud preload premise premiums prend preocup preorder
2122 prepaid prepar preprocess preprocessing prer prere preschool prescribe prescribed prescribing
2122 prescriptions preseason presenta presentations presente presenting presently preserved
2122 preserves preserving presets presidente presses pressing pressured pressures presum presumably
2122 presume presumed presup pretrained prevail prevailing preval prevented preventing prevents
2122 previews prey prez pricey prick priests prima primal primarily primeira primeiro primera
2122 primero primes primitives primo prin princ princes principalmente printers priorit priorities
2122 prioritize pris prisons privat privately prive privile privilege privileged privileges prized
2122 prizes proactive probabil probabilities probable probation probes probing probl problematic
2122 probs proced proceeded proces proceso procession processo proclaim proclaimed proclamation
2122 procrast procur procure procurement producers producing productivity produit produits produtos
2122 profes profess professionalism professions proficiency profiling profitability profitable
2122 profound profund progen progn programa programas programma programmed programmers programmes
2122 progressed progresses progressing progression progressively prohib prohibit prohibited
2122 prohibition projected projecting projections projector projet projeto prol prolet promin
2122 prominent promised promises promising promot promote promoted promoter promoters promotes
2122 promoting promotional promotions prompted prompting promptly prompts prone pronto proofs propag
2122 propagate propane propel propelled propensity prophecy propia propiedad propio proponents
2122 propor proport proportion propos propose proposes proposing propre propri propriet proprio
2122 propulsion prose prosec prost prostate prostit prostitute prostitution protecting protects
2122 protested protesting protests protocols proton prototypes protr prova proven proverb proves
2122 provinc provincia proving provisions provoc provoke prow proxies proximity proyecto proyectos
2122 prudent prueba prune pruning prv prz prze przed przy pseud pstmt psychologically psychologist
2122 psychologists puberty publi publicity publicly publishes pubs puck pud pudd pudo pued puede
2122 pues puesto puff puis pulled pulling pulls pulp puls pumped pumping pumps punched punct pund
2122 punt punto puntos pup pupil pups purchased purchases purely purge purity purse pushed pushes
2122 pushing puta puzz pwm pyl pym pyplot pys pyt quadratic quaint qualche quale quali qualidade
2122 qualifications qualifiers qualifies qualify qualifying qualitative qualities qualquer quand
2122 quantidade quantify quantitative quantities quanto quar quarterback quarterbacks quasi quatre
2122 qued queer quella quello quem querying queryset questa questi questionable questioned
2122 questioning questionnaire questo queues quicker quickest quien quienes quiere quieres quiero
2122 quieter quietly quilt quindi quits quitting quizzes quotas quotation quoting raced racer races
2122 racist racket racks radial radiant radiator radically radicals radioactive radios radix raging
2122 raids railing rainfall raining rains rainy rake rall ramifications ramps randint randomized
2122 randomly randomness ranged ranging ranks ransom raped rapp rarity rasp rationale ratt rave
2122 reaches reaching reacted reacting reactions reactor reactors reacts readability readily
2122 readiness readings readline realidad realise realised realism realistic realistically realities
2122 realiz realiza realizado realizar realization realize realized realizes realizing realmente
2122 realms realtime reap reasonably reasoning reass rebate rebell reboot rebound rebounds rebuild
2122 rebuilding rebuilt rebut recal recalled recalling recalls recap receipts receiving recept
2122 receptions receptor receptors recess recession recharge recher recherche recib recibir recieved
2122 recip recipients recipro recl reclaim reclaimed reco recognise recognised recognizable
2122 recognize recognizes recognizing recoil recom recomm reconc reconciliation reconnect reconsider
2122 reconstruct reconstructed recordings recount recovered recovering recre recreate recreated
2122 recruit rectangles rectangular recuper recur recurrence recurrent recurring recursion recursos
2122 recycl recycle recycled redes redesign redirected redirects redraw redu reel reels refere
2122 referee referenced referencia referencing referendum referral referrals referred referring
2122 refers refill refin refine refined refinement refinery refining refl reflected reflecting
2122 reflections reflective reflux reforms refunded refunds refurb refusal refuse refused refuses
2122 refusing regain regained regard regarded regeneration regime regimen regimes regist registering
2122 registrado registrations registros regress regret regrets regul regularly regulate regulates
2122 regulating regulator regulators rehe reign reimb reins reinst reinstall rej rejecting rejection
2122 rejects rejo rejuven rekl relacion relaciones relat relate relates relating relational relativ
2122 relatively relatives relaxed rele releasing releg relent relev relevance reli relic relies
2122 relieve relieved relig reloc relocate relocation reluct rely remained remains remake remar
2122 remarkable remarkably remarked remed remembered remembering remembers remind reminded reminders
2122 reminding reminds remnants remodel remorse remot removable remover rempl renamed rencontr
2122 rencontre rendered rendez renov renowned rented renters renting rents reopen reopened reopening
2122 repaint repaired repairing repairs repar repay repayment repe repeated repeating repell repent
2122 repertoire repet repl replaced replacements replaces replay replen replic replicate replicated
2122 replication replied reportedly reporters repost representa representations representing
2122 repression repro reprodu reproduce reproduction reps rept reput reputed requer requester
2122 requesting requiring requis requisite resale resc researcher researching reserv reserva
2122 reservations reserves reservoir resets resetting resid reside resides residing residual resign
2122 resigned resil resin resistant resisted resisting resistor resized resizing resolutions
2122 resolves reson respected respecting respective respects respondent respondents responding
2122 responds responsable responsibly responsiveness resposta resta restarted restarting restaur
2122 rested resting restless resto restored restores restoring restrained restroom rests resultados
2122 resultant resultat resulted resulting resumed resumes resurgence resurrection retailer retained
2122 retaining retains retali retard retina retir retire retired retiring retorn retorna retorno
2122 retour retr retros reun reunion reused revamped reveal reven revenues revers reversed
2122 reversible revert reverted reviewer reviewers reviewing revis revise revisions revisit revital
2122 revival revive revived revoke revoked revolt rewarded rewarding rewind rewriting rewritten rhet
2122 rhyth rhythm ribs ricerca richer riches richness richtig rien riff righteous rightful rightly
2122 rigid rigor rigs rims ringing rins ripe ripped ripping risen rises risking risks risky rival
2122 rivals rms roadmap roadside roadway roam roaming roar roaring roast roasted robbed robber
2122 robbery robes robotic robust rocked rocker rocking rode rodents rods rodz rollout romant rond
2122 roofs roommate rooted rooting ropes roster rotated rotates rotating rotational rotations rotor
2122 rotten rounding rounds roundup routed routers routines rowspan royalties royalty rte rtn rua
2122 rubbed rubbing rubble rude rugs ruin ruined ruining ruins ruled ruler rulers ruling rumor
2122 runaway rund runners runoff runway rushed rushing rusty saat sabe saber sack sacks sacr saddle
2122 sadness safer sagen sagt sailed sailing sails sais saison saja sake salads salario salesman
2122 salida saline saliva salle salsa salts salty salud salute salvar sama samen sammen samo sampled
2122 samt sanction sanctions sandals sane sanit sanitary sanitation sanitized sanity sank sapi sare
2122 satin satire satisf satisfied satu satur saturated saturation sauna saver saya scaff scales
2122 scam scams scand scandal scanned scanners scanning scans scant scarce scare scared scarf scars
2122 scary scattered scattering scav sce scen scenarios scenery scenic scent scept schedules
2122 scheduling schematic schemes schle schon schooling schwer scipy scissors scl sclerosis scoop
2122 scop scopes scor scoreboard scored scorer scoring scour scouting scrape scraper scrapy
2122 scratching scream screened screenings screenplay screenshots scripted scripting scrolling scrub
2122 sdf seab seafood sealing seals seam seams searchable seaside seasonal seasoned seasoning seated
2122 seating seaw sebagai secara secluded secondo secre secretion secretly sectional sectors secular
2122 securely sede seeded seeker seekers seeks seem seemed seeming sees segmentation segmented
2122 segreg segu segunda segundo segundos seguridad seguro seh sehr seine seinem seinen seiner seis
2122 seismic seiz seize seized seja seks selber seleccion selectable selecting selections
2122 selectively selects selfie selfies selfish sells selon selv selves semana semantics semen semif
2122 seminal semp sendo sensation sensed senses sensible sensing sensitivity sensual sentenced
2122 sentences sentencing sentido sentiment sentiments sentir senza separated separation seper
2122 seperate seperti sequel sequences sera serait serene seri seria serializers seront serr serta
2122 servant servants served serves servi servic serviced servicing servicio servicios servings
2122 servo setattr setback setbacks setters settle setups setw setzen seu seul seule seus sevent
2122 severe sexe sexes sexism sexist sexo sexuales sexually sez shaded shaders shading shady shaken
2122 shakes shaking shaky shale shallow shalt shampoo shaped shaping shard shards shareholder
2122 shareholders shave shaved shaving shear sheds sheer shells shelves shielding shifted shifting
2122 shifts shimmer shines shining shiny shipment shipments shipped shirts shitty shocked shocking
2122 shocks shook shooters shootings shoots shopper shoppers shores shortage shortages shortcomings
2122 shortcuts shorten shortened shortest shotgun shoulders shouldn shout shouted shouting shove
2122 shoved shovel showc showcases showdown showed showers showroom shred shrimp shrink shuffled
2122 shutil shuts shutter shutting shy sia sich sickness sided sidel sidelines siden sider sides
2122 sideways siding sido sieht siempre siendo sieve sift sigh sights sigmoid signage signaling
2122 signalling signatures signer signific significa significance signifies signify sigu sigue
2122 silently silhouette silica silky sill silly simil similarities similarity simmer simplement
2122 simplest simplex simplified simplify simul simulated simulations simult sina sinc sincer
2122 sincerely sine sinful singers singing singled singly sings sinh sinister sinking sinks sino
2122 sinon sins sint sinus sire sist sistem sitcom siti sitio sitios sito sits situ situated sixteen
2122 sixty siz sizable sized sizing ska skal skating skeletal skew skies skilled skillet skim
2122 skincare skinny skipped skipping skips skirt skl sklearn skulle skyline slab slag slain slang
2122 slap slapped slated slaughter slavery slaves sled sleepy slender slew slic sliced slices slid
2122 sliders slideshow sliding slight slik slime sling slipped slips slit slo slog slogan slope
2122 slowdown slowed slower slowing slowly slows slu slump slut smack smaller smallest smartphones
2122 smashing sme smear smell smelled smelling smells smiled smiles smiling smo smoked smoker
2122 smoothing smoothly snack snacks snag snakes snapped snapping snaps snapshots snel sniff sniper
2122 snippets snork snowy snug soak soaked soaking soar soared soaring sober sobre socialism
2122 socially socio sockets socks sod softball soften softened softly sog soils soir soit sola
2122 solder solicit solidarity solidity solids solitary solitude soll sollen soluble solved solvent
2122 solves solving soma somewhat somewhere sommes sond songwriter sonra sonst sont soo sooner sop
2122 sopr sore sorrow sorte sortie sorts sos sost sotto sought sounded sounding soundtrack sourced
2122 sourcing sout southwestern sow sowie spac spacecraft spaced spaceship spacious spaghetti
2122 spanning spans spared sparked sparkle sparkling spas spat spawned spawning speaks spear
2122 specialised specialization specialize specialized specializes specializing specially specials
2122 specialties specificity specifics specifying specimen specimens spectral speculate speculation
2122 speculative sped speeches speeding speeds speedy spel spelled spelling spells spends sper sperm
2122 sph spheres spherical spices spicy spiders spielen spies spikes spill spilled spills spinach
2122 spinal spindle spine spinning spins spit spite splendid spline splits splitter splitting spoil
2122 spoiled spoiler spoke spokes spons sponsors spont spoof spooky spor spos spotted spotting
2122 spouse spouses spp spraw sprayed spraying spre spreading spreads spree springfox sprink
2122 sprinkle sprung spun spur spying sqlalchemy squares squat sque squeeze squir squirrel srand
2122 ssize staat stabil stacked stacking stacks staffing staged stages stagger staging stagn stain
2122 stained staining stains stair stal stale stalk stalled stalls stamina stamps standalone
2122 standardized standby standings standout standpoint stanza starch stare stared staring starred
2122 starring starters startled startling startups starvation starving stata stated statewide stati
2122 stating stationary stationed statist statistically stato statues stature statute statutes stav
2122 stayed staying stays steal stealing steals stealth steep steer stehen steht stellt stems
2122 stepped stepping stere steril sterile steroid steroids stesso stew sticker stickers sticking
2122 stiff stigma stil stimulation stint stip stitched stitches stk stochastic stocked stocking
2122 stockings stole stolen stom stool stools storefront storia storing storyline stos stout stove
2122 straightforward strained strains stranded strands strang strangers strapped straps stray streak
2122 streamed streamline streamlined strengths strerror stressed stresses stressing stret stretched
2122 stretching strictly strides striker strikes striking stringent striped stripes stripped
2122 stripper stripping strips strive strives striving stroll stron stronger strongest strongly strs
2122 struck structs strugg stubborn stuck studs stuffed stuffing stumble stumbled stumbling stump
2122 stun stunt stup stupid sturdy styling sua suas subclass subclasses subcontract subdiv
2122 subdivision subdued subgroup subj subjected subjective submar submarine submerged submissions
2122 submits submitting subnet subordinate subpo subprocess subreddit subscribed subscribers
2122 subsection subsets subsid subst substances substant substantial substit substitution substrate
2122 subsystem subt subtitles subtle subtraction subtree subtype suburb suburban succeed succeeded
2122 successes succession successive successor successors sucess sucesso suchen sucht suck sucked
2122 sucker sucking sucks suction sudoku sued suede suf suffer sufficient suger suggested suggestion
2122 sui suic suing suis suited suits suiv sulf sulla suma summar summaries summed summon summons
2122 sums sunk sunlight sunt suo suoi superb superf superhero superheroes supermarket supermarkets
2122 supers superst superstar supervised supp supper suppl supplied supplying supporter supporters
2122 supportive supposed suppressed suppression supra suprem surfaces surged surgeries surpass
2122 surpassed surplus surpr surprises surprising surprisingly surrogate surrounded surv surve
2122 surveyed surveys suscept sushi suspect suspected suspend suspended sust sustain sut sve svm svo
2122 swallow swallowed swamp swapped swapping swaps swarm sway swear sweetheart sweetness sweets
2122 swell swelling swiftly swims swings swirl swirling switched switches switching swo swollen
2122 swords sworn swung syll symbolic symbolism symmetric symmetry sympt synagogue synced synchron
2122 synchronize synchronized synchronous syncing synerg synergy synonym synonymous synonyms synt
2122 synth synthesis syscall syst systematic systematically systemic szcz szer szy tabel tabela
2122 tabindex tableau tabletop taboo tack tackle tacos tact tactic tactics tad tagged tagging taille
2122 tailor tailored takeaway takeover tako talked taller tally tamanho tame tamp tand tangent
2122 tangible tangled tanker tantal tanto taped taper tapes tapi tapped tapping taps taraf tard
2122 tarde tarea targ targeted targeting tariff tariffs tarn tasked tast tasted tastes tasting tasty
2122 taught tav taxa taxable taxation taxed taxing taxis taxpayer tbsp teaches teal teamed teamwork
2122 tearing teas tease teased teaser teasing technically technicians techno technological tedious
2122 teenage teenager teenagers teg tegen tego teh tej tekn tekst tela telah telemetry teleport
2122 telling tells tema temas tempered temples tempor tempt tenants tend tended tendency tendon
2122 tends tenemos teng tenga tengo tens tense tension tensions tensors tenth tents tenure tep terme
2122 termed terminals terminating terre terrestrial terrible terribly terrific terrified terrifying
2122 territor terse tert terug testers testified testify testimon testimonials testimony
2122 testosterone tether textbook textbooks texte textile textiles texting textual textured tgt
2122 thanked thankful thanking thats thaw theaters thee theirs thematic themed theolog theological
2122 theology theor theorem theoret theoretical theories thereafter thereby therein thereof theres
2122 thermo thicker thief thieves thigh thinker thinkers thinks thinner thirds thirst thirteen tho
2122 thorough thoughtful thous threaded threading thresh thresholds threw thrift thrill thrilled
2122 thriller thrilling thrive thriving thro throat throm throne thrott throttle throughput throwing
2122 thru thrust thuis thumbnails thumbs thwart ticking tidak tidal tidy tied tiempo tiene tienen
2122 tienes tiers tighter tightly tijd tiled tilt timed timeframe timeless timelines timely timers
2122 timestep timetable timid timings timp tinha tink tint tipos tipped tipping tired tires tissue
2122 tissues titled titre titular tj tkinter toasted toaster toch toda toen toes togg toile tokenize
2122 told toler tomar tomatoes toned tonic tonnes topical topo topp topped topping tore torment torn
2122 tornado torque torso toss totaled totaling totalmente totals tote touchdown touched touching
2122 touchscreen toured touring tourist tourists tournaments tous toute touted toutes toward towel
2122 towering towing towns tox toxin trab trabaj trabajo trabal traceback traced tracer traces
2122 tracing trackers traded traders traditionally traditions traf traff traged tragic trailers
2122 trailing trainers trains traitement traj trance transc transcription transcripts transf
2122 transferred transfers transformations transformative transformed transforming transforms
2122 transgender transistor transitioning transitions transl translates transmissions transmit
2122 transmitted transmitter transplant transporte transported transporter transporting transports
2122 trapped trapping traps trat trata tratt trauma traumat traumatic trava travail traveled
2122 traveler travelers traveling travelled travers trays tread treasures treated treffen tren
2122 trench trending tres triang triangles triangular tricky trif trig triggered triggering triggers
2122 trillion trimmed trimming triples tripod trips trium trivial trois trolling trong troop troops
2122 trop trope trot troubles trough trous trouve trouver trov trunc trunk trustee trusting trusts
2122 trustworthy truthful truths tsp ttk tua tubes tucked tudo tug tuition tum tumble tumor tuna
2122 tuned tuner tunes tung tuning tuo tuples turb turf turmoil turnaround turno turnout turnover
2122 turnovers turquoise turret tussen tutorials tutto tweak tweeted tweeting twenties twentieth
2122 twisted twisting twists tying tym typo tyre tyres tys ugl ugly uintptr ulcer unab unacceptable
2122 unaffected unanim unanswered unaware unbe unbiased unborn uncertain unchanged unclear uncommon
2122 uncon unconditional uncont uncover uncovered undead undercover underestimate underestimated
2122 undergo undergoing undergraduate underlying underneath understands understood underwater
2122 underway underwear underwent undes undis undocumented undone undoubtedly undue uneasy
2122 unemployment unequal unethical uneven unexpectedly unf unfair unfold unfore unforgettable
2122 unfortunate unhappy unhealthy unheard unidades unidentified uniformly uniforms unify unilateral
2122 unin uninstall unint unions uniqu unite unittest unjust unknow unlaw unle unlikely unload
2122 unloaded unlocked unlocking unm unmatched unmist unnatural unnecessary unnoticed unpack unpaid
2122 unpleasant unpopular unpredict unpublished unquestion unr unre unreachable unreasonable
2122 unrelated unresolved unrest unrestricted unseen unser unsett unspecified unst unstable unsub
2122 unsur unsure unsus unten unters untouched untreated untuk unus unusual unusually unve unw
2122 unwanted unwind unzip uomo upbeat upbringing upcoming upd upfront upgraded upgrades upgrading
2122 uphe upkeep uploading uprising upscale upset upside upstairs upstream uptime upto upward
2122 upwards urinary urine urllib usability usado usando usar usefulness usernames utens utilis
2122 utilisateur utilise utiliser utiliz utiliza utilizado utilizando utilizar utilization utilize
2122 utilized utilizes utilizing utmost vacancies vacancy vacant vacations vag vagina vague vagy vai
2122 vain valeur valida validar validates validating validations valide valido valign valleys valore
2122 valores valuable valued valves vamos vamp vandal vanish vanished vans vap vape vaping
2122 variability variance varias variations varied varies varieties varios vase vast veces vedere
2122 veel veil vein veins vej velit veloc vem venda vending vene vener venom ventana ventas vente
2122 ventil ventilation ventured verbal verbally verbess verdad verdict verge verifica verificar
2122 verifies verifying verk verr versa versatile versatility versch verses verso verst versus
2122 vertically verv verw verz vess vessel vested veto vets veut vex veya viability viable vibe
2122 vibration vicious victim viel viele vielen vielleicht viene vient vieux viewed viewers
2122 viewpoint viewpoints vign vigor vile vinc vind vinden vines violate violated violates violating
2122 violations violently violin viral viruses visas visc visibly visionary visita visite visiting
2122 visits vistas visto visualize visually visuals vite vivid vmax vocab vodka voi voiced vois
2122 voiture volatility volcan volcano volley volont volta volte volts volum volunt voluntary
2122 volunte volupt volver vom vont vortex vot voted voter voters vou vouchers vow vowed vowel vows
2122 voxel voz vra vrai vriend vrij vrou vrouw vscode vuel vz waar wager wages waited waiter
2122 waitress waits waive waived wakes waking waktu walked walkers walks walkthrough wallets
2122 wallpapers wandering wann wanting warehouses waren warmed warmer warming warmly warmth warned
2122 warns warrant warto wary washed wasn wast wasted wastes wasting watchdog watched watchers
2122 waterfall waterfront watering watermark waved waveform wavelength waving waypoint wchar weaken
2122 weakening weaker weakest weakness wearable wearer wearing wears weary weave weaving webhook
2122 webinar webpage webs websocket weddings wedge wee weeds weekdays weekends weer wegen weigh
2122 weighting weil weitere welche welcomed welcomes welcoming wellbeing werd werde werden wereld
2122 weren whales whatsoever wheelchair whereabouts whereby wherein wherever whichever whim whims
2122 whip whipped whipping whirl whisk whiskey whisky whispers whistle whitelist wholes wholly whom
2122 whopping wicht wichtig wicked widen wider wides widths wieder wiel wield wildcard wildfire
2122 wildly willen willing wilt winding windshield windy wines winger wink winters wiped wipes
2122 wiping wird wires wisely wished wishes wishing wishlist wissen witches withd withdrawal
2122 withdrawals withdrawing withdrawn withheld withholding withstand witty woes wohl woke woll
2122 wollen wom womb wonders wont wooded woodland woodworking worden wording wordt wore workaround
2122 workflows workforce workings workload workouts workplaces worksheets workshops workstation
2122 worldly worldview worn worry wors wouldn wound wounded wounds woven wrappers wrapping wraps
2122 wrath wreck wrench wrist wrists writ wrongdoing wrongful wrongly wrote wrought wsp wsz wur wym
2122 wys wyst wz xrange xsi xv yacht yap yarn yay yearly yeast yell yelled yelling yeni yielding
2122 yields yol younger youngest youngster youngsters youre yrs yummy zab zad zaj zal zaman zaw zeal
2122 zest zg zich zien zij zijn zipcode zipper zona zonder zoning zost zosta zou zwar zwei
2123 abortions appearances argued attributed bgcolor coefficients consecutive constellation
2123 datasource discarded dismissal dismissed distinctive distinctly duplicated embodied emojis
2123 errores estimating externally imitation impartial implies implode indentation inspectors
2123 intermitt recommand repetition reproductive sockaddr truncated
2131 academy airlines appeals appliances athletics bakery bamboo begins beverage biblical bourbon
2131 boutique brewery brewing bridges brigade bulld ceramic ceremony circus clerk cocktail cottage
2131 crimson crisis curtain dedicated dietary dollars eggs expedition gardens gentle habitat
2131 hemisphere himself holidays hunters ihnen ihre ihrem ihren incorpor institutional ivory kontakt
2131 lantern maiden meditation mighty mortgage necklace occasionally parses partnership peanut
2131 professionals psycho puppy rebels refriger revenge ritual rouge roulette rugby sculpt sofa
2131 spiral spirits streets telescope tribal tribunal tribute vegetable voyage warfare widow worship
2132 abyss academia accommod accommodation accompanies accompany accompl accredited accumulate
2132 accumulator acheter acidic acoustic acquiring acupuncture adaptation adaptations adapted adequ
2132 affirmed agora agreeing alliances alloys almonds alphabetical altogether amazed ambulance
2132 amenities anchored anchors ancora anecd ankles antenna apparent appealed appealing arenas
2132 arisen arthritis artisans assistants assistir asteroid astonishing astrology astronaut astronom
2132 aussi avanz awakening babys bardzo barely bartender beads became becomes becoming begged
2132 begging begs begun behaved behaves behaviors bekannt bekom bekommen beliefs benchmarks bereits
2132 bespoke betray beverages bisexual bishops blasted blasts bleach bleak bleed bleeding bleiben
2132 bleibt blindly blindness blinking bolster bolts booze borrowed borrower borrowers borrowing
2132 bourgeois bracelet bracelets braking brasile breadth brewed bridal brokers bulb bulbs bulky
2132 bullied bullish bullpen bullshit bullying burdens burgers burgl bursting bursts cafes cameo
2132 canoe carcin carpets centrif ceramics ceremon challeng cherish cherished chloride chlorine
2132 chromat chromosomes cinco cinemas cinemat cinematic circa circuits circulated circulation
2132 circum clergy climates climax climb cocaine cockpit cocktails cohort compassion compromise
2132 conceive concerts concise concussion conducting conductivity conducts conjunto conscious
2132 consciously constitu contestant contestants contrario contrasting contrasts covariance coveted
2132 crashed creeping creepy crews criminals crisp crumbs culinary culpa culprit cultiv cultivate
2132 cultivation cultura cultured cultures cupboard cupcakes custody cyclist cyclists debated
2132 debates debating debido debtor debts decomposition dedicate dedication deduction deepest
2132 deliveries dentist dentro denying dependable dependence derecho derechos dermat dessert
2132 desserts deutschen dinero dinheiro dinners dinosaurs dishwasher dobr domingo doomed dozens
2132 dresser droits drunken dwelling efficiently ejemplo ejercicio elasticity elbows elderly elders
2132 eldest electronically eligibility eminent emitting empresas encuent endeavor endeavour energia
2132 energies equipments erfahren erfol ergonomic espera ethanol ethnicity evaluates evaluating
2132 evolving faithful faithfully farewell favorable fellows ferment fermentation fermented
2132 fertility festivals festive festivities fiberglass fibers filtro financially fingerprints
2132 fingers firmly flashed flavored flavors flipping fluor fluores folks follic fonction fragile
2132 fragrance framed framing franchise fruitful fulfil ganze gardening gemeins gestures giochi
2132 giorno glitches globally glowing glued glyc gradients grapes grassroots grateful gratitude
2132 grenade habitats habits habitual hablar hammered harmonic hashtag hashtags hearings heeft
2132 helmets hepat heraus hinges homeschool hoodie horsepower horses hugged hvad hvordan hydrogen
2132 hypers hypert hypnot hypoc hypoth igual illumin imagery imagin imaginary imagined imagining
2132 immigrant implicated impressions indoors inequality inertia inferior inflammatory ingenious
2132 injured injuries innate inspires insurers integrates integrating interpretation interpretations
2132 intric intricate intrig intrigue intrusion irradi irrig irrit italiana journals juvenile
2132 ketogenic kilograms kilomet kilometers kleinen klub knees koje kontrol kosher kurz kvinn
2132 laminate larvae lavender lavish lawsuit lawsuits layoffs learner learners learns learnt
2132 lecturer lectures lettre leverage leveraging liaison lifted lifts lingering lipid lipstick
2132 lobster lodged lodging lokal lokale lugares machining maior majestic majors mandate mandated
2132 mandates mannen manoe mantener mantle marrying maturity meaningful meaningless mediante
2132 mediated mediocre mensajes mentality mentally mentioning mentoring mentors methane mettre
2132 mileage milestones millionaire mistake mistaken mistakes mistress molto mortar mortgages
2132 motivated motivating mourn mourning mouths mundane mundial nanop nasal natuur neben necessarily
2132 neckline nestled nihil ninety ninguna nipples nonsense noreferrer nostra nutshell oblig obliv
2132 oceans oggi oneself optimism optimistic optimizing orbital orchestr ordinance organizational
2132 orientations oriented ornament oscill oscillator outsider outsiders outsourcing oversight
2132 oversized owes owning pacientes painful painfully painstaking parece pareja parsley peanuts
2132 peeled pentru percussion perfected perfume permitting pertinent phenomen phenotype pigment
2132 pillars pillows pineapple piracy pistol pitfalls plaque plastics pleaded pleas pleasure
2132 pleasures plethora plywood pornography preferable preferably pregnant prelim prepares pretend
2132 pretending preventative preventive professionally professionnel pronounce pronounced
2132 pronunciation properly propositions psyche psyched punish punished punishment punitive
2132 purification purified purported purpos purposes racism ragazzi rapide rapidement rapidly
2132 rapport ratios rearr recebe receber receivers receives redeem redeemed redevelopment reefs
2132 reflects regenerate regenerated residue respectable respectful respectfully respectively
2132 respecto revealed revealing reveals revolving richest rifles rigorous rinse riots risult
2132 roofing rooft roughly rugged rumored rumors rumours russe rustic savoir savory savvy scalable
2132 scalp scientifically sebuah sedan sediment sequencing serpent sesame sewer sewing sexuality
2132 shattered shedding shoreline shorter shrinking skept skiing slammed slightly slipping sociale
2132 sociales sociedad sofas sofort softer solely solemn spectacle spectacular spectator spectators
2132 spectra spirited squid stemming stimulate stimulated stimulates stimulating stimuli stimulus
2132 strengthen stressful strokes struggle studied studying stylish stylist succes succinct sujet
2132 surfaced surfing talented talents telesc temporarily tentang tentative terminology terrorism
2132 terrorist terrorists therap thyroid tighten tightened tightening todas torchvision tranqu
2132 tribes umbrella unofficial unsere upheld uphill uphol uranium urged urgency urges urging
2132 valeurs vegetables vegetarian vegetation velocities verschied vestib vetor vicinity videog
2132 videot vieille vigil vigorous vinegar virtually virtue virtues vitae vitamins vitro vorhand
2132 waiver wardrobe warped watershed wealthy wenig weniger widely widest worms worried worries
2132 worthless worthwhile yielded zoals zwischen
2133 abaixo abbreviation abolished abolition abrasive accurately acordo adequate adjacency admire
2133 admired advertised ailments aisle aktuellen alcuni ambiance ambitious ancestral ancestry
2133 anderen anguish annotate annoy anticipation apenas aplik appropriately aprender arguing arreglo
2133 arterial arteries assembled assez atheist atof atrav aucun aujourd averaged averaging awaited
2133 awaits awkward befind believable believers bietet caffeine causa ceilings cessation chanting
2133 clustered commuter commuters commuting companions condiciones condoms conglomer creado
2133 credibility creditor cytok degradation degrade degraded demean densely densities depreci
2133 derivatives destructive disciples disciplinary dziew eccentric eerste elsif emailed embraced
2133 embraces embracing emotionally emptied enchanted ensuing enzymes epoxy erosion etwas
2133 exploitation explored explores extingu feasible filtration forthcoming fruition fruity fullest
2133 fungus gdzie gritty hauling hectic hesitant hesitate hesitation histoire honeymoon husbands
2133 hwnd hydrated idiots ignores illicit illumination immersed immersive incarnation inclination
2133 inclined indicating indications indicative ingestion ingresar intercourse interpreted
2133 interpreting irgend irrelevant javafx journeys kinetics largely lekker lethal lingerie llevar
2133 looming mereka merges misinformation mitochond nginx nostalg nostro objetivo objetos olarak
2133 opioid oportun opponents ordinarily ourselves ovarian overlaps oxidation oxidative parametros
2133 peculiar penetration pertaining plaats positively preceded precedence precedent preceding
2133 prendre priced prolong protagon quelque quelques queried quirky quotations quotid quotient
2133 reckless reckon redefine relying remainder rendition rendre replicas resemble resembles
2133 resembling resentment responded responders restitution restraint restricting restrictive
2133 rethink retract rospy rupture sausage searched settled settlers settles settling seznam simples
2133 simplicity stabbed stabbing stalking steadfast steadily strcat strcpy strtok strtoupper stunned
2133 subsidi suggesting suggests tercer territorial tilted tofu ucfirst ullam underscores underside
2133 unnecessarily uplift uplifting upright upsetting uptake urgently useless uterus utterly varying
2133 veniam vezes weighed wszyst wykon znaj
2211 aaron adobe albert alexander andrew anthony arduino argentina arthur atlanta atlantic austin
2211 batman billy boston brad brian bruce carl carlos carol charles chris christopher clark colorado
2211 connor craig dallas daniel danny dave denver detroit disney donald doug edward elizabeth emily
2211 england eric february george getty greek greg harry helvetica henry honda hong houston howard
2211 indiana interestingly islam israel italy jackson jacob jake jamie january jason jeff jeremy
2211 jerry jess jesus johnny johnson jonathan jones jordan josh july june justin kansas karen kate
2211 keith kelly kent kevin kyle larry lastly laura leon lewis lisa luke magento manchester marco
2211 marcus maria mario mbps miami moh mrs neil netflix newton nintendo obama october ohio pacific
2211 parm philadelphia philip phill rachel reuters richard robert roger russia ryan sarah saturday
2211 saudi scott seattle serializable simon snackbar sony spain stephen steve steven susan symfony
2211 taylor tesla thomas thursday tony toronto toyota tue tuesday wednesday william williams wilson
2211 yep
2212 animating appending argb assignable balancer bezier bonjour cadastro cancelar charsets
2212 configurer connell coroutine digite enumerator fcn fetcher firestore hallo hola informe insets
2212 interceptor interop interstitial mahon matchers mixin montserrat neill nhap nonnull oops pixmap
2212 popover profiler proveedor recognizer resizable roboto slf subview superview tahoma tambah
2212 touchable transactional truthy unhandled verifier wnd
2213 ingrese
2221 abbas abbey abbott abdel abraham abram abrams abu adams addison adelaide adler adolf adri
2221 adrian aero afghan afr afro ahmad ahmed airbnb airbus airways akron alabama alaska alban alec
2221 aleks aless alexa alexand alexandra alexandre alexis alfred alger alibaba alison allan allison
2221 alonso alpine alps alzheimer amanda amelia amir amit amsterdam anaheim anast anat andersen
2221 anderson andrea andreas andres angela angie anglo angola angus anita antonio antony appalach
2221 aqua arabic arabs arbor archbishop archer archie arctic argentine ariel arkansas armen
2221 armstrong artem ashe ashley ashton asians aspen assad astros asus atari athens atkins audrey
2221 augusta auswahl autodesk avengers avery aviv axel baba bahamas bai bailey bain bale bali balt
2221 bangalore bangkok bangladesh barack barb barbara barbie barcelona barcl barker barney baron
2221 barrett barry barth barton basel bates baton bauer bav bayer bayern bayesian baylor bea beatles
2221 beaver becker bedford beijing beirut belarus belg belize belmont bened beng benjamin benn benny
2221 benson benton berkeley berm bernard bernie bernstein betty bever bhar biden bihar birmingham
2221 blackburn blair blake blizzard blockly blu blvd bobby boh boise bollywood bombay bonnie booker
2221 boone boris bose boulder bowen bowie bowman boyd boyle brady brah bram brandon brasil braves
2221 bravo bray bren brent bret brett brexit briggs brighton britain britann britt brock broncos
2221 bronx brooke brooklyn brooks bros bruins bruno brussels bry bucc buffett buffy buk bulg burke
2221 burma burr burton butler byrne byron cadillac caesar cah cain cair cairo cait caj calder caleb
2221 calgary calif californ calvin cambridge camden campbell canadians canary canberra cannes canton
2221 capitol cardiff cardinals carey caribbean carla carlo carly carm carolina caroline carroll
2221 carson carter cartesian cary casey cassandra castillo castro catherine cathy cay celsius celt
2221 chad chancellor chand chandler chanel charl chavez chennai cherokee cheryl chevrolet chevron
2221 chevy chile chloe chow christians christie christina christine christoph chronicle chronicles
2221 chun chung churchill cincinnati cindy cisco claire clara clarence clarke claude claus clem
2221 clement clint clinton clippers clover cobb coca cody coh cohen coinbase coleman colin collins
2221 cologne colonel colt colts columbia comcast commonwealth conan concord confeder congo
2221 connecticut connie conrad constantin conway copa copenhagen corey corinth cornell cornwall
2221 corona corvette cory costco coul courtney cove cowboys crimea crom cros cuba cubs cumberland
2221 cuomo cupertino cynthia cypress cyprus cyr czech dahl daisy dalton daly damascus damen damian
2221 damien damon dana dani danish dante darren darth darwin daten datensch davis daw dayton debian
2221 delaware delhi democrats deng denis denise denmark dennis derek derm deus devils devin devon
2221 dexter dhabi diablo diana diane diaz diego dien dillon dimit dion dios directorate dirk dix
2221 dixon dmit dominic dominion domino donovan dover doyle draco drake dropbox drupal duch dud duis
2221 duncan dund dunn durant durham dustin dutch dylan dynamo earl easter eaton ebola ebony eck
2221 eddie edgar edinburgh edison edmonton edmund edwards edwin einstein eis eisen elaine eleanor
2221 elena elias elis ellie ellis elsa elvis emanuel emerald emerson emil emmanuel emmy engel
2221 enrique entwicklung eph epstein erica erick erik erl ernest ernst essex esther ethan etsy eug
2221 euler euras europa evan evans evel everest everett everton evo executors exodus exxon ezek fach
2221 fah fahr fahrenheit fairfax fairfield falcon falcons falk fallon fargo farr farrell fay fayette
2221 fedora felipe felix feng ferd fey fiesta fiji filip finch finland finn fiona fior fischer
2221 fisher fitz fletcher flickr flint flores florian floyd flynn foley forbes forrest fortnite
2221 fourier fowler fragen frances franco franken franz fraser freddie freder freeman freud fritz
2221 fuj fuji fuk fulton gaga gaines galactic gale gand gareth garland garmin garr garrett garten
2221 gat gaut gavin gaza gecko gemini geneva geoff georg georges georgetown gerard gerr gerry ghana
2221 gian gibraltar giles gill gilles gina giov giul giz glen glenn glock goa goldberg goldman gomez
2221 gong gonz goodman gordon gott gould grammy greece greene greenland greenville greenwich
2221 greenwood gret griff grove gry guam guang guatemala guil guill guinea gulf gund gunn gur gus
2221 guth gwen hag hague hait haj hale haley halifax halloween hamas hamp hampton hancock hank hanna
2221 hannah hansen hanson hao haram harden harding hardy harlem harley harold harper harr harris
2221 harrison harvard harvey hasan haupt havana haw hawai hayden hayes hazel hearth heath heather
2221 hebrew hector heidi hein helen helena henri henrik hera herbert herc herm herman hern herz hess
2221 hew hick hicks higgins highland highlands hillary hilton himal hitler hogan hok holden holl
2221 holland holly holmes holocaust holt hond honolulu hoover hopkins horde horton howe howell huang
2221 huawei huck hudson huff hugh hugo hulk hulu humph hund hungarian hungary huss hutch hwy hyde
2221 hyderabad hydra hyundai ibn iceland idaho illinois imam indians indies indones informationen
2221 insp intelli iowa iranian iraq ireland irene irish irving isaac isabel islanders isle isles
2221 italia jackie jacobs jacques jahr jahren jaime jain jakarta jama janet jared jasper javier jays
2221 jedi jeh jenkins jenn jenna jenny jens jensen jerome jerusalem jesse jews jill joan joanna joel
2221 joey joh johan johns johnston joker jonah jonas jord jorge joyce juda jude judith judy juli
2221 julia jupiter jurassic kag kai kaiser kamp kane kant kanye kara karachi kare karl karn kash
2221 kath katherine kathy katie katy katz kauf kaw keller kelley kelvin kemp kenny kenya kerala kerr
2221 kerry keynes keystone khal khan kia kickstarter kiev kimber kinder kindle kinect kingston kirby
2221 kirk kirst kis klaus kling knicks knox kobe koch kodi koh kong kore korea korean kota kou kraft
2221 krak kramer krank kris kro kuala kub kum kumar kund kunden kurt kush kylie kyoto laf lager
2221 lagos lakers lal lamar lana lanka lans laos lara laravel lars latvia lau laud laur lauren
2221 laurent lawrence lawson lazar leafs leah lebens leeds lego lehr leia leicester lena lenin
2221 lenovo leone lester levi levin levine lexington lexus liam libya lilly lily lima lincoln lind
2221 linda linden lindsay litecoin liu livingston liz loch locke lois loki lola lomb lond lopez
2221 loren lori lotto lotus lowe lowell loy luca lucas luft luigi luis luna luo luther lydia lyft
2221 lyme lynch lynn lyon lyons maced mack macron macy madame madd madden madison madonna maduro mae
2221 magnum mahar mahm maine malay malays malcolm mali malik malone malta manhattan manila manit
2221 manning manny manor mao mara marcel marcos marian marie marina mariners marines marino marion
2221 markus marl marr marriott martha martinez martins marty marvin marx maryland mason
2221 massachusetts mathf matth maui maur maven maver maxwell maya mayer maz medicare medina megan
2221 meghan meh mei melanie melbourne melissa memphis mercedes mercer merlin merr messi messiah
2221 methodist mets mey meyer micha miche michel mick mickey middleton midlands midwest milan milano
2221 miller milo milton milwaukee minh minneapolis minuten mirage miranda mississippi missouri
2221 mister mitar mitch miy miz modi moines moj molly mona monaco monica monroe montana monte monter
2221 montgomery montreal moody moor moore moose morales moran moreno morg morgan mori moroccan
2221 morocco morr morris morse morton moscow moses motorola mueller muk mull mumbai murphy murray
2221 musik musk mustang myanmar myers nacht nagar namen nancy naomi narendra nash nass natal natasha
2221 nate nath nathan nay nazi nazis neal nelson netanyahu netherlands netz newark newcastle
2221 newfoundland newman newport nex nguyen niagara nico nicol nicola nicole nielsen niger nikki
2221 nikon nile nimbus nina nissan nixon noah nobel noel nokia nolan nope nora norfolk norman norris
2221 norte northwestern norton norway norwegian norwich nottingham nvidia oaks obamacare observatory
2221 oculus odin odyssey oktober oliver olivia olsen omar omni ontario oregon orion orlando orleans
2221 orwell osaka osborne oscar oslo owen oxford pablo packers padres paige palin palmer palo panama
2221 panasonic panther panthers paolo papa parker parkinson parkway parr parsons pascal patel
2221 pathfinder patricia patty pavel pax payne pearson peb pedro pelosi pence penguin penguins pere
2221 perez perkins perr perry persian personen perth pete peters peterson petr petra petro petsc
2221 pett pey phar pharma phaser philipp philips philly picasso pierce pierre piet pike piper pitt
2221 pixar plato playboy playstation pluto poe poland polly porsche portland portsmouth portug
2221 portugal potter powell pradesh prague pratt preis prelude prescott princeton produkte
2221 providence prozent psalm pune putin pvt qaeda qatar qin qualcomm quentin quincy quinn qur quran
2221 radeon rae ragnar raider raleigh ralph ramadan ramirez ramos rams ramsey randall randolph randy
2221 rangers rao rath raum raven raymond reagan realt realty rebecca reds redskins reese regel
2221 regents regina reid renault reyes reyn rhino rhode rhodes rican richards richie richmond ricky
2221 riley rivera riy roch rockefeller rockies rodgers rodney rodr roh roland rolex romania romanian
2221 romans romero romney ronald roo rooney rory rosen rosie rossi roth rotterdam rousse rowling
2221 royale royals rubin rubio rudy ruf ruiz rupert sabb sachs sah salem salesforce sally salman
2221 samar sammy samuel samurai sanders sandra sanford santiago santo sao sapphire sara saras sark
2221 sas sasha sask satan saturn saud saul savior scalars scandin scarlet scarlett scha schiff
2221 schmidt schneider schro schul schultz schwarz schwe scot scotch scotland scots seah sears
2221 sebastian secondly sega seiten seoul serbia serbian serena serge seth sevilla sgt shah
2221 shakespeare shane shannon sharma sharon shaun shawn shay shea sheffield sheikh sheila shen
2221 shepard shir shopify shutterstock siber sidd sidney siemens sierra sikh silva simmons simone
2221 sinai sinatra sinclair singh sinn sioux siri sith skyl skype skyrim slayer sloan smithsonian
2221 smy snapchat snapdragon snowden snyder solomon somali somalia somerset sommer sonata sonia
2221 southampton sov sox spart spears speedway spencer spiele spieler spokane springer springfield
2221 spurs sri stacy stafford stalin stam stanford stanley stanton starbucks starr stateless staten
2221 steelers stef stella steph stephan stockholm stoke strait strauss stuart stunden stuttgart
2221 suarez subaru sullivan sultan sunni suns superman sussex sutton suz svens swal swan sweden
2221 swedish swiss switzerland sydney symposium syria syrian tage taj tampa tango tanner tanz tao
2221 tara tata tate tay teddy telegraph tencent tenn teresa terry texans thailand thames
2221 thanksgiving thatcher thema theo theodore theresa thom thorn thrones thurs tian tib tiffany tig
2221 tigers timothy tina tinder titans toby toledo tomas tommy toni torah toro torres tory townsend
2221 tracy travis trent trey trie trinidad trinity tristan trit trojan troy trudeau truman tucker
2221 tues tumblr turk turkish turks turner tyler tyson ubisoft uhr unidos univ urdu utah uzbek vader
2221 valencia valent valentine valerie valk vall valle vancouver vand vander vanessa vanguard vaugh
2221 vega venice ventura venus veranst verizon veronica vienna vij viking vimeo vince vincent vinci
2221 vish vlad vogue volk volvo wade wagner wak wales wallace walsh walt walter walton warner warren
2221 warwick wass wasser waterloo watkins watson weaver webb weber webseite webster wein weiss welch
2221 wellington welsh wenger werner westminster weston wien wii wildcats wilde wiley wilhelm
2221 wilkinson willie willis willow wimbledon winchester winn winston wisconsin witt wizards woche
2221 wochen wohn woj wolver wong woody wyatt wyoming xamarin xavier xiao xperia yale yam yamaha
2221 yellowstone yelp yemen yin yong yosh yue yuk yup yuri zack zah zambia zealand zelda zeus zhang
2221 zhao zheng zhu zimbabwe zodiac zoe zucker zust
2222 aab abaj abajo abant abbage abbix abbrev abdom abduction abed abic abilit abinet abox abric
2222 absl abstractmethod acades acb accine accr acct accuses acebook acemark acements acente acers
2222 aciente acific acimiento acist acists ackage ackages ackers ackson aclass acman acob acomment
2222 acomp acro actable actal actical actice actices actics activations activex actly actories
2222 adamant adastro addafi adders addock adec ademic adf adge adget adiens adients adius adoles
2222 adows adox adulti adx aed aeda ael aeper afari afb afc affero afflict afia afort afx agements
2222 agenta agento agged agination agrams agrant agrid aic aida aight aigned ailer ailles ainers
2222 ainter aio airl airspace airst aised aising aits ajor ajs akash akens akest akistan akra alance
2222 alaria alarmed alars alborg alcon aleb alement alendar alent aleppo alette aleur alfa algun
2222 alignments alking allback allee allege alleles alleng alleries allest allet allon almart alnum
2222 aload alsex alsy altercation alties alue alv amage amaha amalg amation amburg amburger ambush
2222 amedi americ amics amient aminer ampp amura anagan anale aname anax ancest ancode ancor
2222 andalone andard andatory andbox andest andise andle andler andles andoned andscape anela anford
2222 angelog anggal anggan angible anglic angling angstrom anical aniel anism anitize anked anmeld
2222 anness anom ansible antaged antasy antee anteed antenn antha antidad antine antino antity antor
2222 antt anvas aoke apg apid apist apixel apol appable appalling apphire appiness apprec appreh
2222 aprox aption aptive apult aravel arbon arcane arcer archs arcpy arcy ardown arehouse arence
2222 arend arent arer arged arges argest arging argins arhus arkers arkin arking armac armacy
2222 arnation arou arous arov arpa arrants arrass arring arrings arsch arsed arser arshal arsimp
2222 arsing arson artial artin asbourg ascade ascal ascar ascript asctime asdf aseline asename
2222 ashtra asiat asics asier asily asions asive asje asl asmus aspers assage assail assandra
2222 assange assel assms assword astered asthan astically astics astle astore astreet astroph
2222 asurable asured asurement asurer asuring asury asym atab atables atars ataset atatype atchet
2222 atest atetime athen atholic athom athroom atical atican aticon atings atisation atisch atische
2222 atism atitude atol atology atomy atown atroc attenu attern atters attles attn atty aturity
2222 auled aunch aup auses ausible aussian autical autiful autogenerated autopsy auty avax aveled
2222 avern averse avicon avig avigate avigator aviolet avior avl avored avors avs awei awl axed
2222 axies axter aybe ayload azel azimuth bable backers backlight backpage backstory backtrack baghd
2222 bair bairro bais baise baiser ballard ballo ballpark banged bannon barring batching baugh bbbb
2222 bben bbie bbing bble bbw bcd bcm bdb bedtls beits bender benh bens berman besie betr bfd bff
2222 bicy bidi bigot bih billig binations bindable biol biologist birthdate bison bitmask bitset
2222 bitwise bject blackhawks blackmail blames blanch blasio blazers blinked bloginfo boasted
2222 bombings boob bootloader bote bove boyc bpp bq braco brakk braska brate brates brawl
2222 breakpoints brend brero briefed brities brtc bruar bruary bryster bsd bserv bservice bsite
2222 bsites bsp bstract bsub bubb buc budd bufio bufsize buie bundy bunifu buquerque burb burge burk
2222 burl burnett burse butto byname byss bytearray bytecode byz caa cabr cae caff cai cala cald
2222 caled cales calibri callee calloc camatan campaigners cancelable canf canter canucks capcom
2222 capitalists capitalized captains carthy casecmp cased cassert cata categorias catid caul cavs
2222 cazzo cba cbo ccb cce ccount ccp cctor cdb cdecl cdot ceans ceb ceipt ceive ceiving celed celib
2222 centroids ceph ceptive cepts cerer cern certs cest cff chandle characterization chatt chatte
2222 checkboxes cheered chemas chematic cheme chemes chern chestra chg chied childs chimp chimpan
2222 choi choked chure chw cimal cinder citadel ckill clado clarations clared clashed classed
2222 classnames claud clc cleanly clen clich clide clist clit cljs cluir clums cly cmake cmc cmdline
2222 cname cnn cntl cocks cocos codable codegen codile coerce colbert collaps collapses collusion
2222 colonization colormap colum comey commem commerc compilers conclusive conda conditionally conds
2222 conferred configparser conomic conomics conomy conor consc consec conseg consort constr consts
2222 consulate contends conti contres contri conut cooke coquine coration corbyn corev corlib corm
2222 cornel cornerback corres corrid cosby cosity cosystem cougar countered countert covent cpt
2222 craftsm cratch crease creasing creds crement cripp crire croat crowley crt cryptoc
2222 cryptographic cryptography csi cst cstdint ctest cth ctica ctp ctxt cuck cuent culate culated
2222 culator cumshot curacy curring cury cvs cxx cyc dae damer damning danmark darken darm dashes
2222 datab datable datagram datal datastore datatable datings dba dbe dbs dbuf dbus dcc dct ddb dddd
2222 dden ddf ddie ddit ddl ddy deactivated deadliest deadlock deadpool dealloc deaux deceived
2222 decency decess declspec decltype decomp decryption deepcopy defaulted defends defensively
2222 defgroup defiance defiant deflate deflect defy dehy delivr demonic demp dems denounced deported
2222 depr derivation dern derp desar descri desenv desi desmond destroyer detachment detain devel
2222 devis devour devout devs dfa dfd dff dge dgv dhcp dialogs dicks dictions dicts diffs dildo
2222 dings dirent disadv disallow disap disappe disarm disastr disb disclosing discontent discontin
2222 discredit disemb disgu disillusion disin disjoint disob displ dispro disqualified disqus distur
2222 dition ditor dle dling dma dney dodd dof dojo domina doming donetsk dope dota downing downt
2222 downwards dps dration drib drinkers drs druid dsa dsn dsp duce ductive dumpsters dungeons duto
2222 dux dword eacher eah eam eapply earable earer earners eated eature eatures eauto ebin ebp ebx
2222 ecal eced ecera ecess echa echang echoing ecided ecimal ecl ecn ecom ecome ecret ecstasy ecure
2222 ecurity ecute ecx eczy edata edb edback edef edelta edicine edido edis editary edith edium edm
2222 edral edriver edula edx eea eec eenth efault efd efs eful efully egas egend egers egie egis egl
2222 egment egot egov egr egra egree egreg egt eguard ehen ejected ejs elay eldre elek elfast elgg
2222 elial elib elix elize ellaneous ellij ellison ellites ellungen elmet elper elpers elps elsea
2222 elson elter elts emachine emacs emade emarks ematics emax embali emble embourg embroid emean
2222 emiah emics emme emode emodel emory emoth emouth emperature emplace emsp emulation enant
2222 enaries enate encount encv endanger endars endcode enddate endencies endency enderror
2222 endforeach endment endoth endphp endtime endwhile enedor eneg enever enght engr engu enguin
2222 enha enheim enis enjo enkins enko ennie ennon enny enor enr ensagem ensaje ensely ensem ensex
2222 ensibly ensored enstein ensual ensued entai entanyl entario entarios entence entert enthus
2222 entially entic enticate enticated entication enticator entifier entiful entina enuity enums
2222 enuous enus enville eof eon eor eous epar ephem ephy epith epoll eprom equivalence erable erais
2222 erals erate eration erator erchant eresa erge erior erland erle ernal ernational ernels erner
2222 erness ernote erosis erot erox erra erral errals errar erras errat errated erratic errer errick
2222 erring errmsg errs errupt ersh ertest ertext erule ervals ervas ervention ervers ervisor ervoir
2222 esac escorte escorts escri escription esda eselect eshire esimal esion esium esl essaging
2222 essenger essian essim essler estatus esthes estination estival eston estring estroy estruction
2222 estructor esture esub esus etadata etary etched etcode etect etherlands ethi etical etically
2222 eties etine etree etros eturn etween etwork etxt etypes euillez eut euth evasion evenodd evils
2222 evin evity ewan eward eware ewart ewater eways ewe ewear ewed ewhat ewhere ewidth ewing ewire
2222 ewis ewish ewith ewn ewolf ewood ework eworld ewriter exao exas excer exels exemp expended
2222 explodes expulsion extents exter extortion eyond ezier falsehood farage fasta fastball fastcall
2222 fatally faul fbe fcc fce fdb fdc fdf fef felon feof ffb ffc fffffff ffm fgang fian ficken fidf
2222 fieldname figcaption filer filetype filib fillable fillna filmer filmy firefight firepower
2222 fisse fitte fkk flamm flashback flate flater flation flatt fld flem flen flt flurry fmap foobar
2222 footnote forcefully forearm formik fortn fov foy fputs fracking frags frail frameborder frared
2222 fraught fray frec freem freopen frid fseek fsm fsp ftype fucks fullfile funcs functor fundra
2222 fwd fz gael galement gaping garc garrison gastr gatt gaul gauss gaw gbc gchar gdb gdk geil
2222 geile gements generalize generics genitals geomet geopol getc getch getenv gether getic getpid
2222 gettext gewater ghest ghetto gien giene gigg ginas gins gint gium glean glover glyphs gmt gni
2222 gnome gnore goalt godzilla goku gons goof gorm gors goth gradable gramm granularity gree gregar
2222 gregation grese greso gression grily grinned groin gron grop groupid grues gsi gsl gsub gtest
2222 guint guit gunfire gunman gunmen gunshot guzzle habi haci haired haled hammad hamster hamstring
2222 handc handguns handjob hapus harass harassed harassing harb hardcoded hardcover harma hasher
2222 hashmap hatt haystack hayward hazi hbox hci hcp hdc hdf hdl heapq heatmap hec helf heller herit
2222 herited herits hesion hest hete hevik highlander hindered histo histograms hmac hoax holster
2222 homers homophobic homosex hookers hookup horia horny hostages hott hread hsi hsv htable htag
2222 htags htm htmlspecialchars hubb humanoid humb hurl hya hydr hyth iability iage ialias iami
2222 iances iang iangle ianne iants iard iards iasco iasm iated iates iating iations iative iator
2222 iators iband ibble ibern ibid iblings ibox icap icers ichick iclass icont icter icult idebar
2222 idences idency idend identally ideographic ideologies ideon idue ieee ierce ierr iesta iface
2222 ifacts ifecycle ifetime iflower ifth igel igid ignited ihil ikers ikip ilate ilated ilater
2222 ilename ileo ilies ilinear ilion ilitating ilitation illez illions illisecond illiseconds
2222 illust illustr ilter ilton iltr imates imating imations imator imei imeline imest imestone
2222 imilar iminal imited imits imity imization imizer immac immedi impass implify imposes
2222 imposition imps imread imson imulation imulator inade inality inally inance inant inati inces
2222 inceton incip inciple incremented inctions indeb indented indexer indh indifference indr
2222 indrical indust inema inexp infield infix inflict informant infuri inged ingers inges ingga
2222 ingr ingram ingroup inion inions inish inished initialised initiator injectable inlining inness
2222 inous inout inq insics insistence insn inspace instanc instantiation instein interle internals
2222 interr inters intf intoxic intptr intree intval inux invaders invalidated invoker iode
2222 iological iom ioms ionage iota iotic iotics ipairs ipated ipeg ipelines iples ipline ipmap ipop
2222 ippo ipzig irate irates ircon irq irror isans ischem isd iselect isicing isify isize iskey isks
2222 isky isnan isode isodes isors isory isper ispiel isplay isr issing issional isspace istr
2222 istrate istrict istring itably italiane itamin itational itbart itchen itemid itemprop itempty
2222 iteral iterals iterated iterating iterators itest itial itical itics itizen itizer itk itmap
2222 itored itoris itous itrust itulo itunes itution ivec ivement ivery ivic ivol ivor jabi jacqu
2222 jae jails jamal jame jandro jarvis jaune jazeera jclass jeb jedis jente jenter jint jlong
2222 jobject joi journalistic jsc jsonp jual juana jugg jumbotron jure jured juries jurors justices
2222 jvm kahn kappa kategori kdir kea kear kees kek kening kens kepler kest keycode keyof keyst
2222 kinky kitt klan klo knex knull kohana kowski kraine krb krish kubectl kurd kvin kvm kvp lags
2222 lahoma lair langle lasc lastic lates latinos lations latlong lator lawy lbrace lcm ldb ldc
2222 leaflet leanor leanup leared leban leccion lecken leds leftist legalize legant legates legation
2222 leground lemen leod lernen lesai lesb lesbi lesc lescope lesi lesia letics lettes levelname
2222 levision lexible lexport lfw lian libft libyan licable licant licants licate licated licative
2222 licens licensee licing licit licity licked lient lients lightbox liken lineback lineno linik
2222 linkplain linky linspace lisp livest lix lizard ljava lland llu llx loating lobe lobs localctx
2222 localize localtime lockheed locs loff logen logfile logg logue logy loit longrightarrow lood
2222 lookahead looper looph lopen lops loquent losed losion losure losures loth lotte lovak lowes
2222 loys lrt lsa lse lsi lsp lstm lsx ltra lucent luder luet lul lxml lyph macen maduras maf magg
2222 magick maher makeshift malformed malink malk maman manda mandal mando manent manned manson
2222 maries marketable martian massaggi matchups matures maul maxlen maxx mayweather mbox mcc mdir
2222 mdp meiden melania memberof memcmp menacing menn menstr merciless merg merican messagebox
2222 metaph metatable metav metis microseconds microtime midterm milf milfs milky millenn mimetype
2222 minate minated minating mination minent minion minions minlength miscar misd misled
2222 misrepresented missible missive mistr mitgli mitters mixins mlink mmap mmas mmc mmo mnist mobx
2222 mocker mockery mockito modation moden modity modne modx moff momentarily monad monds monic
2222 monstr monto mony moodle morm morrow mosques mostat mosul mpfr mpjes mploy mpp mpr mps mpz mrb
2222 msec msgid msm msp mtime mtree mtx mue multiline multiplicity muon murdoch murky muschi
2222 mutating myfile nack naissance naken namedtuple namese namoro nargin nationalists nbytes nce
2222 nces ncmp ncoder ncols ncpy ncy ndarray ndata ndern ndl ndon ndx nees neger negot nemonic nesc
2222 nesty netinet nette newtown nfl nfs ngb ngen ngine ngle ngoing ngth ngthen nicar nicas
2222 nicknamed nicos nieu nish nnen nock nods noexcept noinspection nomine nonzero nore norge norse
2222 nostr notated notations noteq notif notifies notin noveller nowled nowledge nox npos nrows nrw
2222 nsic ntax ntp nues numel nunes nurs nuru nxt nymph nze oard obble obbled obel objected obody
2222 obook obutton ocab ocache ocale occer occus ocha ochen ochrome ocht ocities ocols ocor odable
2222 odash odate odcast odef odense odial odic odied odigo odka odyn odynam oeff oen ofday offee
2222 ofilm ofire ogre ogui ohana ohen oho oice oilers oined oins okable okemon okers okhttp okie
2222 okies okino oklyn oksen oky olang olars oldem olders oldown oleans olec olest olib oliday oliv
2222 ollect ollection ollections olley olucion olum olume olumes olumn olut olute olutely olv olvers
2222 olves olving omap omething ometrics omite onchange oneksi onents onest onical oningen onio
2222 onitor onload onnement onor onsense onstage onth onus oogle ooke ookies oord oose ooth ooting
2222 opc openh operatives opez ophil ophys opoulos opped opper opping oppins opport opposes oppress
2222 optarg optgroup opup orarily orary orate orative orbits orbs orderid ordes ordinated ordion
2222 ordova oreach oreal oref orelease orent orgas orgia orgot orgy orias ormsg orners orning
2222 ornings orny orpor orque orrect orses orst orthand ortho orthogonal osals osama osate osaur osg
2222 osl osoph osopher ospace ostringstream osw otate otence otent otify otime otlin otton otty ouce
2222 oueur ouis ounc ouple oupon oupper ourcem ourke ourmet ourn ouser ousted outcry outdir outers
2222 outf outfield outlier outliers outnumber outpost outr outu ovation overclock overn overposting
2222 overrun overst overwatch oward owards owell ownload oyal oystick ozilla ozo pacers pacman paed
2222 pageable paged pagen pagesize pairwise paladin panicked panied panies panion panse pany parable
2222 parametro paramref paraph parate parated parator parcelable parenthesis parer parison parms
2222 parsers partment passphrase patibility patible patter patton payloads pca pcap pcb pcf pci
2222 pcodes pdata pdev pdu peaker pearance pearce peare peasant peated peater peating peats pections
2222 pedest pedia pelic penet penetr peon pepp peq peration perator perial perience periences
2222 periment periments periph permalink perms personals perv pery pesan pga phelps phem phet phia
2222 phies phin phins phinx phoon picable pige piger pii piler pimp piration pire pired piring pirit
2222 piry planation platt playbook plen plevel plies plits pll plode plorer plr plunder plusplus plx
2222 pmat pne pnl podesta poil poking polate polation polator politico polled pols polyline ponce
2222 porate porno pornos porr portlet portun portunity posables posi posites positor positories
2222 posix postalcode potions pounded ppard ppv prar preca precated precation prech preci
2222 precondition preconditions predatory predic preempt preferring prefetch prefixed preh prel
2222 prenom pression pressions pressive presso pressor presumption pretext primaries printk printw
2222 prio prites privation prm probante procs progressbar progressives projectiles prometheus proph
2222 protester provid provoked prt pru psr psychosis psychotic pter ptest ptom ptoms ptron ptune
2222 ptype pubb pubkey pulumi pupper puss pussy putas putc putchar puties putt puty pyx qed qemu qgs
2222 qint qml qos qreal qrst quals quared quares quate quence quences quential queryable quip
2222 quipment quires quiring quiv quivo quivos quotelev qv rach racked radient rador radouro ragment
2222 ragon raig railways raith raits rames ramework ramid ramids rances rangle rapes raping rapy
2222 rarian raries rary rases rasing rawer rawtypes razy rbrace rch rdr reactionary reactstrap
2222 readcr readdir readme reaff reak realloc realpath reamble reaper reasoned reater reating
2222 reation reative reator reature recio recision recourse rections rects recurs redential
2222 redentials redhead redicate redict redient redients redirection redits reduc reesome refactor
2222 referer referrer reffen refix refr refute regation reglo regn rego regor regularization regunta
2222 reife reim reinc reint reland relie relude rematch remin remium renaming renc renched rencont
2222 rende rending rends rength renom renown rente reorder reordered reperc repid reprint requete
2222 resas rescia resden resend resenter resett resher respawn responsibilities restr restrain retal
2222 retarded retreated retrie retries retty revolver rfl rgan riangle rians riba rible ribly ricao
2222 ricing ricks ricular riday rido ridor rief rieg rient rients rieve rieved rieving riger
2222 rightfully rightness rikes riminal rimon rimp ringe rink rint rious ripp rips rire rish rists
2222 ritch ritel ritional rlen rnn roach roadcast roat roduced roken roker rokes rollable rolley
2222 rollment rollo romise romium romosome rompt ronym roose ropp ropped ropping roring roscope
2222 rotch rouch roupon rowable rowad rowe rowing rowsable rowsers rowsing roys rozen rpt rray rtrim
2222 rts ruc rudd ruise runes rval rvine ryo ryu rze rzy sacked safezone saida salopes sarc sbin sca
2222 scalia scarborough scarc schem schumer scientology scious sciously scm scn scopic scopy scorn
2222 scram scrapped scri scrim scrollbar scrolled scrolls scrut sdale sdl searcher sebast secretive
2222 seealso seeder seeding seedu seguint seins seizing semb sentient sentry sequent serg serir sert
2222 serter sesso setq setuptools sexdate sexle seys sgi shak shaled shaman shank shapiro sharia
2222 shia shib shl shm shootout shortcode shortfall shouts shredd shri sideline sidew sidl sighting
2222 signaled signings sildenafil silenced simd sitemap sizei sizer skb skimage skinner skirm skulls
2222 skyrocket skys skywalker slander slashes slashing slater slt slugg slur sluts sly smb smirk
2222 smoothed smugg smuggling snatch snprintf sodom softmax soles somew sortable sorter spanking
2222 sparing sparking spb specifier specular speculated spep sphinx spicer spiked sple splitted spm
2222 spurred sqr squarely sse ssi ssp ssql stacle stacles staffer staffers stants stard stares
2222 startdate starttime statically statics staunch stdafx stdarg stdcall stddef stddev stdexcept
2222 steder stepper sterol stial stif stile stokes stopwords stormed storyt stp stractions straint
2222 stral strapon strar stras stration strchr strdup streamer stren stricted striction strife
2222 strikeouts stringify strm stronghold stroy strpos strr strstr strt strtol struction structions
2222 structors structuring struk struments strup strut stry stutter stype subcommittee subdir sublic
2222 sublist submodule subpackage subparagraph subrange subroutine subscript subsequ subtotal subur
2222 subviews suce suicides sume sumer suming sunder superclass supern superv surre swagen swana
2222 swath swearing swers swick swire swith swore symb symlink symp synaptic synthesize syslog
2222 systemctl systemd tabl tablesp taboola tabpanel taient tainted tantra tatto tatus taxp tcb tcl
2222 tega tein telecommunications tement tempfile tems terraria testcase testdata testim tetas
2222 teuchos tfoot tgl thag thalm theano theast theat thed theid theless thems theon theros thes
2222 theses thetic thew thic thinkable thinly thritis throp thugs thunk tical tics tieten tif tility
2222 timeouts timespec timeval tings tits titten tlement tmax tmin toastr tober tonumber topl tories
2222 torino totalitarian tparam tph tplib tps tq tracted tractive tradable trailed trainable trak
2222 trand tranny translatef treason treeview treff trer trev trfs trg trickle trident tridge
2222 tridges trieve tright trimest tring trinsic triplet troub trys tsky tsl tst tts ture tures
2222 turing turnbull tvb twink typealias typeface typeid typeorm typings uably uae uai uality uania
2222 uard uards uarios uars uates uations ubbo ubby ubectl ubits uby ubyte ucas uccess ucene ucer
2222 ucken uctions uctor ucus udev uede uellen uely uenta uentes uento uese uess uestion uetype
2222 ufreq uges uib uida uide uids uien uilder uilt uish uisse uitable uition uitive ujet ukes ukr
2222 ulance ulant ulary uled ulfill ulings ulist ulled ullet ullets ulously ultip ultiple ulumi
2222 umbed umblr umont umor umph umpt unakan unami unarmed unavoid unb unblock uncate uncert uncios
2222 uncomfort uncomp uncompressed unconstitutional unded underage undergrad undermin underst
2222 underworld undler undles undra undry unds unearth unei unfavor unfit unft unh unication unicip
2222 unifu uninitialized unins unities unl unlocks unmarshaller unmount unnable unned unner unny unp
2222 unpl unprotected unread unrecognized unregister unserialize unsqueeze untime untitled untlet
2222 untrue uom uong uously upal upert upertino uph upil uples uplic uplicate uplicated uploader
2222 upos upplier uppy upro uracion urally urances urence urette urlencode urlparse urma urning
2222 urons urple urray urrect urret urrets urse urv urve urved urvey usat usband userinfo usern
2222 ushort usleep usra ustr ustry usty usur utex utilus utivo utors utory utow utr utrecht utron
2222 uttered utters utting utura utures uvs uvw uxt vable vably valuator vance vanced vanized
2222 varargin variably vaults vbox veal veau vecs vectorizer veled veloper vely vement vements venge
2222 venience venient venile ventario vented venting ventus veral verbatim verdana verige verity
2222 versations vertime vertis vertise vertiser vertising verty vests vfs vick vided vidence videoer
2222 viders vides vido vids vien vinces vinfos viper vj vla vlan vlc vmin vnode voke voks vrier vrir
2222 vro vron vsp vtbl vtx vuex vulkan vvm waged wakeup wannonce wargs wasm waypoints wcs wdx weap
2222 weaponry weblog wechat weep weeted weiber weiner weir wers westbrook whence whore wildfires
2222 winvalid wirk withhold wlan woodward worce wre wrink wunused xaa xab xac xad xae xaf xba xbb
2222 xbc xbd xbe xbf xca xcb xcc xcd xce xcf xda xdb xdc xdd xde xdf xea xeb xec xed xee xef xfa xfb
2222 xfc xfd xfe xfff xffffff xford xhttp xic xies xious xito xlim xlink xmax xmlhttp xmm xpos xsd
2222 xtype xunit yacc yad yalty yao yates ybrid ycastle ycin ycling ycop ydk ylation yleft yling ylv
2222 ymax ymb ymd ymin ymm yms ynes ynom yoshi ypad yped yper ypi ypo ypos yps ypsy ypy yro yscale
2222 ysize ysql ystack ystery yte ythe yug yus yyn yyy zbek zburg zenith zeroes zheimer zika zipfile
2222 zlib zman zmq zot zub zuk zun zure
2223 adiator csvfile ctrls cursors eniable enumerated imators imitive implified inspectable ixmap
2223 loggedin refixer schedulers sockfd sockopt subseteq wpdb
2231 achilles acrobat alejandro amnesty angebot angeles ankara arbeits arlington aurora auschwitz
2231 babylon beckham becky bereich bergen bewert bieber birch boeing bolivia bolton bordeaux bosch
2231 bosnia braun brewer brewers budapest chapman chargers derrick dwight elasticsearch elliot
2231 estonia ezra fernandez fernando fibonacci freddy friedman friedrich gardner geschichte griffin
2231 grimm gujar hartford hermes hilfe hindu hogwarts hussein ikea irvine isaiah jugend kaplan
2231 kapoor kolkata kosovo kremlin kuwait laguna lahore larson liberia lionel lisbon mandarin
2231 mandela marilyn meadow mediterr menschen merkel millionen mondays mongolia mourinho mozart
2231 munich nadu naples napoleon napoli naruto neville nikol nikola nutzung omaha oprah orchard
2231 oriental ortiz oscars ottawa ottoman owens pakistani parenthood pasadena patreon peggy pentagon
2231 pepsi percy pfizer plymouth prairie preston punjab rabbi raiders rapids renaissance ricardo
2231 rochester rogers russo rutgers rwanda ryder ryzen savannah sergio simpson simpsons spielberg
2231 taliban tasmania treasurer tribune uganda unternehmen uttar vermont vernon voyager wichita
2231 wikimedia
2232 ablish acerb achinery achines achuset aginator agnosis agnost agnostic agoon aidu amerate
2232 ameron ammen ammu ampie ampions ampire ampus anchise angep annabin aptcha apters aptor aptors
2232 aptured aramel ardash ardware arious aryawan asteroids astonished ateway aviest aviors babes
2232 bashar bastian bdsm bekan bersome bewild bjerg boeh borah brids burgess centration cerco cerrar
2232 chests cleric clinging cocci compreh concerted craper crumbling debacle debunk decompiled
2232 deltas deselect doubted dracon draul ducer egade egative eggies egret ehicles ehler eldig eldom
2232 eldon elleicht elsing elters ereotype ergarten erged ergency erging erglass ergus ertil ervised
2232 eskort eskorte esktop extrav favoured fragistics ftware gangbang gebn geschichten gingrich
2232 ginny gorit gorith graveyard grenades hashtable hindus hornets ibbon igaret igated igators
2232 iginal igital igits igmat ignum igth ihilation immigr impunity ineff innacle irmed isclosed
2232 istine istogram istol istros ivanka ivated ivating ivial ivist ivors izacao izational izona
2232 izons izont izoph izzy jadx jejer kasich kerja kontakte kurds kvinder kvinner landslide layui
2232 lectron lectual lemetry lemn levator levitra limburg lineman lobals lobber maneu mastur masturb
2232 mktime mojom nakne napshot ninete oblin oblins ocations ocator ocusing odafone oftware olland
2232 ombs omnip onald openssl optimizations orchest oriously ornment orrar orrent orrh orris
2232 ortality ottage ovement ovenant oversh ownt pciones peech pegawai pleado ponible pornografia
2232 pornost pornstar postgresql praak pretended punishing punishments racuse ragaz ragazzo ragments
2232 raided rastructure ratified razier reelection ricane ricula riculum ridged ridic ridley rigged
2232 ripper rippling riteln rookies roths roupe rumpe ruptions rushes ryfall rylic ryption rypton
2232 sarcast sectarian seksi sequently snape sofar spectro stemmed tantr tempts terminates
2232 terminator tolua torpedo tracts tributes tribution tritur uddy udence udents udget udging udies
2232 udios udoku udson ugador uggy umbn unsustainable uranus urbation urga ursion ursions ursively
2232 ursors vergence vestment voyeur waivers wealthiest writeln zoekt zwarte
2233 abolish acellular adratic aficion aisal alloca altimore ameda annonces anoia anooga apesh
2233 appropriation arefa aroused atasets atego atheists aucoup aukee autorelease avatars aviour
2233 aviours awns axiom blasph cessive chantment ckeditor ckett ckpt coeffs conexao cripcion
2233 delimited departureday detections ducted ductory eddar ederation ederland ediator elocity
2233 elsinki eltas emales enchmark enef enerate enerated enerating enerative enerator eneric enerima
2233 ennai ennent ennifer erala erald ercial ercul erequisite erequisites ermal ermalink ermint
2233 ernals ernity erokee eroon ersed ersions ersist ersistence ersistent ersive erspective ertation
2233 ertia erties ertificate ertility ertino erture ervations ervative ervatives ervlet etections
2233 eteria etration etroit etyl ewitness ffmpeg ffset forcements framerate frican hentai hesive
2233 ialect ialized iameter ibraltar icable icators icemail icens icense icensed icensing icerca
2233 iciel icients icopt icrous iculty idepress ieber ifferences iffies iffin igmatic igmoid igrants
2233 igrate igrated igrations ilarity ilded ileaks ilenames ilestone ilihan ilinx ilogue ilogy
2233 ilters iltro iminary ingerprint ioctl ippet ippets ipples iptables ircles ircraft irebase
2233 ireccion irmware irsch iscard iscing isease iseum isoner ispers isposable istorical istrar
2233 istrates istrator istrib istribute istributed istribution istributions istributor itchens ittal
2233 iversal ivism izontal izzas izzie keypoints leshoot leston leveled licensors lijah llum lsru
2233 metrical miejs ncias nodoc ntity odega ominated ominous ompiler ompson oothing opendir opioids
2233 ordinances orida ossed ossible ossier ossil oubles ounsel ourney ovah paginator paralleled
2233 pecially pecified perienced perverse pheres pheric phonetic phthalm pledges pliant porrf
2233 preamble precedented quisar quisitions racially recounts recurse registrazione reloading
2233 resembl resembled resentation rgctx ristol roperties roperty ropri ropsych rotein rrha sembled
2233 sembler sembles semblies sessuali sgiving slashed ssue standoff stashop strtolower suggestive
2233 thesize togroup trasound ubiqu ucch ucson ucwords udden ueue uglify uitka ukkit ulfilled
2233 umidity umped uncated uppen uppet uppies uraa urahan urchased urchases urities urnished
2233 urniture urrenc urrencies urrency uslim uspend utenberg uthor utoff utschein utschen uzzer
2233 veedor vincia wartime xbmc xoops ynec ypical ypsum ysical ysics ytut yytype yyval zbollah
2233 zdarma zzarella
2311 chelsea
2321 antoine arnold bethesda bethlehem gilbert gregg istanbul kubernetes leslie nairobi raphael
2321 ronnie tokyo tottenham
2322 arsers ashington bukkit etermination fortawesome gregate gregated gregator haskell icolon
2322 icontrol iranians ishops npgsql omedical ounder ouples rellas roduce roducing rottle sburgh
2322 sthrough tryside
2331 abdul abdullah alicia antarctic antworten armenia athena auburn beitrag brisbane buchanan cecil
2331 cheney clyde elliott erdogan glasgow greeks haiti hoffman iraqi jahre jahres jenner jinping
2331 mitsubishi monsanto nevada orioles rahmen rahul reeves romeo ronaldo toshiba ukrain vikings
2331 weinstein wendy xiaomi
2332 aalborg aguay alysis alyze alyzed alyzer amespace ampaign ampoline ariate arih arsity cedures
2332 coholic ducible ishlist istingu italians italize nesday nesota oriasis orraine oswald rahman
2332 ricanes rosenberg shiite zionist
2333 abcdefgh abcdefghijkl ablytyped abyrinth acobian adalafil adastrar agascar agnitude agnostics
2333 ahrain ahrungen aintenance ainties ainting akedirs akedown akening akeup akhstan alesce alytics
2333 amentals amework amilies ampionship ancellable ancybox anganese anghai antanamo apanese apatkan
2333 apeutic apeutics aphael aporation apsulation apyrus arendra aroo arseille asionally asonry
2333 aspberry asterxml asticsearch asyarak asyarakat atabase atabases ataloader ategic ategies
2333 ategorias ategorical ategorized aterno athering ationally ationship atisfaction atisfied atsapp
2333 aturally aturdays avanaugh avenous avenport aversable aversal awaii aycast aylight aylor azaar
2333 benhavn bitrary bohydr bservable bsolute bursement byterian caffold ccording ceptar cestor
2333 chedulers chluss creenshot dehyde draulic ecedor egasus ekyll elenium elerik elloworld ementia
2333 enderit engeance enguins enzhen eparator ependency erguson erialization erialized erializer
2333 ernaut ernetes ersonic ertainment ertainty ertiary ertoire erusform esseract eterangan etermine
2333 etrize etrofit ffective ffects ffffffff flammatory fuscated giatan gorithm gorithms gresql
2333 gressor heritance htdocs htonl iagnostics iatric iatrics iazza ibilit ibrated ibrator icaid
2333 icipant icipants icipation ickest ickle ickname icopter ictim ictory iddled iddles iddleware
2333 idelberg ideshow ieces iefs ielding ields ierarchical ierarchy ierrez iership ietet ietf iferay
2333 ifferential ificantly igeria igham ighb ighbor ighborhood ighbors ighbour ighbours ighest
2333 igidbody ijkstra ikhail ikipedia iktig ilmington imachinery imestamp imestep imesteps imiters
2333 imonial indered indhoven inecraft ingleton iphers iphertext iphery iplina iplinary ippines
2333 ipsoid iqueta iquid ircuit ircular irector irectory irlines iropr iscopal iscrimination
2333 isdiction istinguished ixture izzlies izzling izzly jectives jectories jspb jspx jualan lassian
2333 leshooting lixir lluminate loomberg lopedia mployee ngrx obierno ocabulary ociety ocoa ocrates
2333 ocrin ocrine ocrisy odelist odoxy oenix oggles ognition ognitive olarity olatile olecule
2333 olesterol oliberal olicies olicit olicited olicitud olidays olkata olkien ollapse ollapsed
2333 ollider ollision ollower ollywood ologna oltage oltip olumbia olvable olvency olygon olynomial
2333 ombat ombine ombok omencl omentum omidou ondheim ondrous onenumber onestly ongodb ongyang
2333 onomies oodoo ophilia opleft opyright oreferrer orizontal ornecedor osemite otonin ottenham
2333 ottesville otypical oubted oulouse oultry ouncil oundary oundation ountries ountry ournals
2333 ournament ournaments ournemouth ouston overnment owntown oxetine pectrum pects perimental
2333 phanumeric pherical phetamine plementary plementation plemented ponsible ponsive prestashop
2333 ransition raqqa readcrumb readcrumbs reatest rgyz rieb riendly rientation riority ropdown
2333 ropriate ruitment rypted ryptography rysler stantiate stinence stinian stitutions straints
2333 strncmp strncpy thesized tslib tslint ubbles ubergraph ubernetes ublish ublished ublisher
2333 ucchini uckets uctose ucursal udded uddenly uddled uebas ueblo uetooth ufacturer uffers uffman
2333 uggage ugged uggested uggestion uggestions ugging uggle ughs ughter ughters ughty uguay uktur
2333 ulnerable ulses ultipart ultiply umbledore umbnails umerator ummings umptech unctuation uncture
2333 undreds ungalow uniacid unicipio untranslated uplicates upported uropean urovision urtles
2333 ushman ustainability usterity ustral ustralia ustralian ustria ustrial utomation utorials
2333 vangst vertisement vironments vrolet weetalert whelming wjgl xampp xffffffff xnxx ycler
2333 yclerview yclic yclopedia ylko ylland ymbols ymology ymous ynamo ynamodb ynchronization
2333 ynchronize ynchronized ynomials ysqli ystal ystals ystatechange ysterious zcze
3111 australia certainly congratulations council european florida furthermore mexico september
3111 southern
3112 acknowled margins traversal
3121 african apartments applicants associates battles catholic celebration celebrity cemetery
3121 comparative congressional consequently convenience convenient counsel cruise demonstr deputy
3121 determines differential diversity elegant entertainment federation gathering gobierno gorgeous
3121 governance governments governor governors hurricane hurricanes improvement interviews jerseys
3121 laboratories laboratory marijuana mechanical mercury mystery narrative philippines practices
3121 premier premiere proceedings providing psychiat raspberry recruitment republican retrieved
3121 sacred saints seminar shelter sheriff souls suddenly survival suspension titanium triumph
3121 universities veteran veterans veterinary wonderful
3122 accelerated accelerating accru acrylic aftermath alcoholic answering appraisal associative
3122 awhile behavioural botanical broadband broadcaster broadcasters broaden broadly browsers
3122 browsing bushes calendars cambiar cambios celebrated celebrating celebrations celebrities
3122 committees comparatively comparisons complementary completa completeness completes completing
3122 completo concerned concerning concerns congestion congrat consequences consequential constitute
3122 corrections critiques dearly decreased decreases demanded demanding depois depressing depuis
3122 deputies determining diesem dieser dieses discussed discusses discussing disponible diverse
3122 dominates doubling douche dubbed dubious earrings eigenen emergence emerges empathy employers
3122 employing enjoyable enjoyed enjoying enjoyment erupted eruption fashionable fashioned fearful
3122 fearless females finns flooding forgiveness frankly frequencies governed graceful gracefully
3122 hazards honorary hurried hurting hurts improvements improving increasingly interviewed
3122 interviewer interviewing investigated investigators invitations kayak laughing louder loung
3122 lucr magnesium magnets magnificent manipulate manipulated manipulating manipulation marched
3122 marches marginal mariage marvelous mattress mattresses mechanic mechanism migrants migrated
3122 moderated moderately moderators narration narratives narrator noodles nutrients outrage
3122 outright penned permutations pontos poorly premature premises proceeding proceeds proposals
3122 prosecution prospective prospects prosper rarely rebellion recursively reduces reducing redund
3122 reliability reliance reliant relied relinqu remedy reminis renewed residences residency
3122 resolving retailers retrieving retrofit sabot securing seguir selecion sempre semua separat
3122 separately separates separating separators septembre servidor sharpen sharper sharply shelters
3122 siguiente sketches sleeps sophomore souha souvenir souvent spiritually steward sudden
3122 suitability suitcase supplementary supplementation supplemented surviv survive suspense
3122 suspicion suspicious swinging synchronization synthes synthesized tallest toddler tolerance
3122 treating troubled troubling trumpet tutors universally unsuccessful veterin victims victories
3122 victorious witnessed witnesses witnessing wondered wonderfully wondering youths
3123 absentee acknowledged acknowledgement acknowledges acknowledging acknowledgment advertisements
3123 advertisers analyzes analyzing navigating prerequisite prerequisites repeats solicitud soothing
3123 spoilers timedelta
3131 adventures advisors advisory aerospace agricultural agriculture amendment anatomy apprentice
3131 architects astronomy atmospheric avalanche blessed brilliant butterfly cannabis canyon carnival
3131 catalyst cathedral challenger chambers champagne championships citizenship coastal
3131 collaboration colleges conservatives consortium coronavirus corporation counseling covenant
3131 cruiser diploma diseases dissertation dolphin dolphins dysfunction economist elevated
3131 encyclopedia epidemi erectile excellence fellowship fisheries funktion gloves goddess guarantee
3131 guaranteed heavenly homemade hospitals ihrer incorporated independence industries innovative
3131 institutes jewel jewelry legislative legislature liberation mathematical mathematics mechanics
3131 millennials millennium monetary municipal mushroom newspaper northeast nursery nursing
3131 opportunities orchestra paradise parliamentary patriot pharmaceutical philosoph philosophy
3131 plaintiff pregnancy presidency principles provincial pumpkin redistribution rehabilitation
3131 renewable retrieves revelation revolutionary sanctuary scholars scholarship sleeve sociology
3131 southeast staples strawberry survivor sustainability sweat syndrome tattoo tobacco treaty
3131 trilogy vampire wrestling zusammen
3132 absolut academics accidentally accordance accreditation acronym adhesive admirable adolescence
3132 adolescent adolescente adolescents adopted advantageous adventurous advisable adviser advisers
3132 advises advising advocacy advocated advocates advocating aerobic agricult allegation
3132 allegations alleged allegedly alleges allegiance alleging amazingly amendments amidst amphib
3132 amplified amplifier amplify analogous anthropology antibiot antibiotic antibiotics antibody
3132 aperture appetite appreciate appreciation apprentices arbitr arbitration archaeological
3132 architectural architectures arrested arrests assaulted assaults assessing assessments asthma
3132 atmosphere authenticity autofocus automobiles bailout baptism baptized bargain bargaining
3132 barrage barric bastante bastard bathrooms batteries battled battling bedeut beneath besteht
3132 bibliography bikini billionaire biomass biomedical bipolar blessing blessings blossom bodily
3132 bogus bomber booths bottled bottles bouquet boycott breastfeeding breathable breweries
3132 brilliance brittle brochure brunette brutal brutality brutally buddies budding bueno bundled
3132 bustling butterflies cabinets cancelling candies capacit capacities capacitor cardiovascular
3132 cassette casualties casualty catast catering cauliflower cavalry cavern cheerful chemotherapy
3132 chickens chimney cholesterol ciclo citrus civilians cleansing climbed climbing climbs coastline
3132 cocina coffin cohesion cohorts collaborate collaborated collaborating collaborations
3132 collaborative collaborators collegiate comercial commodities compassionate complaints conceal
3132 concealed conceivable concentrate concentrated concentrates concentrating confidentiality
3132 congregation consciousness consegu conseils consolation consoles consolidated consolidation
3132 constituent constituted constitutes construed conveniently cooperating coordinated coronary
3132 corporations correspondence correspondent corresponding corresponds cortical cortisol councils
3132 counselling counselor counselors countryside courageous cousin cousins crackdown cramped
3132 crashes crawling crucial cruel cruising crunchy curtains cushion cushions cybersecurity daher
3132 davon dealership debuted dementia demonstrate demonstrated demonstrates demonstrating
3132 demonstration demonstrations deposited deposits deserted deviations diluted diplom diplomat
3132 diplomatic discrimin discrimination dissip dissolution dissolve dissolved distributes
3132 distributing distributors dizzy dokument dolore dopamine dormant dossier doubled doubt doubts
3132 drainage dramas dramatic dramatically duties dynamically dysfunctional economical economically
3132 economies economists ecosystem eigentlich electrode electrodes electroly elevate eliminated
3132 eliminating engagements enlightened enlightenment entirely entirety entrepreneurial epidemic
3132 establishing establishments evaluations evangelical evolutionary evolves excessive exhausted
3132 exhausting exhaustion exhaustive exhibiting exhibitions exhibits explosive fabrics facilitating
3132 familia familial famille famously fascination faucet federally feminine feminism feminist
3132 femmes fetish fierce fifteen fishermen flavorful fleeting fleets flooded floods flourish
3132 flourishing foolish fossil fotograf fraudulent freaking freedoms freelance freelancer frogs
3132 frosting froze fundamentals funkc furnace furnish futile futuristic futuro gadgets gallons
3132 garnered gathered gatherings gefunden gentleman gentlemen gigantic gladly glamorous glamour
3132 glorious glossy goggles gourmet governing governo graffiti gratuit grazing griev gripping
3132 guarante guilty guitarist hairstyle hairstyles handicap happened happening happens happier
3132 happiest happily hardened harmful harmless harvested harvesting hassle havoc hazardous
3132 helicopter hepatitis herramient herself hijos honesty hormonal hormone hormones horrible
3132 horribly horrors hustle hygiene illuminated imperative implying improves improvis incorporate
3132 incorporates incorporating incorporation independently industri ineffective inefficient
3132 infectious influenced influencers influences influencing influential initiatives innocence
3132 innocent innovate innovations insightful inspections inspirational instituted intensely
3132 internationally interracial inventive inventor investigates investigating investigations
3132 investigative irrational irrigation jedem jednak jedoch jewellery jewels jogador jogging jouer
3132 kannst karakter kingdoms kissed kittens knockout knots kommun kostenlos kotlinx kunne kunnen
3132 leakage legislators lesbians liberals liberated liberties librarian lifelong linguistic
3132 liquidity liquids liquor lithium lobbying lombok loudly loyalty lubric lunches manuscript
3132 manuscripts martyr mascara mascot maximizing mechanically mechanisms medications medicinal
3132 medicines mejor mejores memorandum menggunakan merchandise microscopy mildly militant militants
3132 militar militia mimic ministries mogelijk moistur moisture molded monumental mooie morphology
3132 moyen mujer mujeres municipalities municipality murdered murderer murdering murderous museums
3132 mushrooms mysteries mystical mythical mythology narciss narrowed narrower narrowing narrowly
3132 nawet neces negotiate negotiated negotiating negotiation negotiations neighborhoods
3132 neurological neurop neuroscience neurotrans newspapers nichts northeastern nouveau nouvel
3132 nouvelle novelty novembre nunca nutrient nutritional obligated obligation obtained obtaining
3132 obtains overseas oversees pamph pancakes pandemic pantalla panties paradigm paralysis paranoid
3132 paranormal parasite parasites participate participated participates participating partnerships
3132 passionately patriarch patriotic pavement penalties pensar pharmacies pharmacist philosopher
3132 philosophers philosophical physiological pierced piercing pierws pilgr pilots pinnacle
3132 plaintiffs pleasantly poisoned poisoning poisonous polarization policeman policing policym
3132 pomoc pouco poultry pouvez pouvoir powdered practically practiced practicing practise
3132 practition practitioner preliminary premiered prestige prestigious priceless principales
3132 principally principals principio prisoner prisoners pristine problema problemas prosecuted
3132 prosecutor prosecutors prosperity protections proteins protesters proudly provinces provisional
3132 provisioning psychiatric psychiatrist pueblo pulmonary pulses pulver punches punching puppies
3132 purchaser purchasers purchasing pursuant pursue pursued pursuing pursuit pursuits quadrant
3132 quarantine rabbits rampant reconoc recruiter recruiting redistribute redistributed refrigerator
3132 refugee refugees reigning reinforce reinforced reinforcement reinforces reinforcing relaxation
3132 relaxing remedies renewal renovation respiratory retrieval revelations revered revolves rituals
3132 routinely ruthless sacrifice saddened safely safest sagte sailor sailors salaries salvage
3132 sandwiches sangat sanitizer sauces scalability schnell scholarly scholarships scooter scraped
3132 scraping screamed screaming screams screwed screws sculpture sculptures seamless seamlessly
3132 semanas seminars seniors sensational sensations sensit sensory seriousness sermon settlements
3132 seventeen seventy severely sewage sightings simpler simplistic situations skateboard skeptic
3132 sleek sleeper sleeves slept slopes sloppy smarter smokers sneak sneakers sobie societies
3132 someday southeastern sovereign sovereignty spirituality sponsorship squads squash stakeholders
3132 staple stirred stirring stitching strategically strategist strawberries strengthens struggling
3132 sublime subsequent subsequently sudah suffers suffice sugars sulph summoned sunglasses
3132 sunscreen superiority supernatural supervise supervision supervisors supplemental surgeon
3132 surgeons surreal surrender surrounding surroundings surrounds survivors svenska sweater
3132 sweating sweaty sweeping swept symptom syrup tattoos teachings televis televised temperament
3132 temperatura temperatures tendencies therapeutic therapist thermometer thermostat threaten
3132 threatened threatening threatens threats tirelessly tongue tongues torture tortured tossed
3132 tougher toughness toujours towels toxicity transmitting traveller travellers travelling travels
3132 treaties treatments treats trembling tremend trendy trolls trotz tsunami tuberculosis tubing
3132 turbine turtles tutoring tutte tutti tweaking tweaks twee tyranny ultrasound uncertainty
3132 understandable understandably undertake undertaken undertaking unrealistic unterschied
3132 vaccinated vaccination vaccinations vaccines veggies verdade verdienen vibes vibrant vibrating
3132 vibrations villagers villages villain villains vitality vocalist vocals vocational volleyball
3132 vulgar vulnerabilities vulnerability vulnerable wandered warrants welded welding whispered
3132 willingly winnings wrestler yogurt yourselves youthful
3133 abandoning abandonment abbreviated abdomen abdominal abnormalities abruptly absorbed absorbing
3133 absorbs abundant accommodate accommodating accommodations accompagn accompanied accompanying
3133 accomplish accomplished accomplishment accomplishments accrued accumulated accumulating
3133 accumulation accusation accusations acknowledge acquaint acquaintance acquainted acquisitions
3133 adaptable adapting addictive adequately adipiscing adipisicing administered administering
3133 admiration admittedly admitting adopting adorned adrenaline adulthood adversely adversity
3133 aesthetics affecting affidavit affiliates affirmation affirmative affordability afforded
3133 aforementioned aggravated aggregates aggressively alguien algunas algunos aliqua allergies
3133 alleviate almacen ambiguity ammonia ammunition analysed ancestors anecdotes anglais annoyance
3133 annoyed annoying anomalies anonymity anonymously antagonist antennas antibodies anticipate
3133 anticipating antidepress antioxidant antioxidants anxious anymore apartheid apologise apologize
3133 apologized apoptosis apparatus appellate applaud applause appreciated aproxim arguably
3133 arrangements arrogance arrogant articulate articulated artificially aspirations assassination
3133 assortment assumptions assurances astronauts astronomical atrocities attentive attenuation
3133 attracting attractiveness attracts attravers attributable aumento autobiography awakened
3133 baggage balcony balloons behaviours belonged belonging belongings beneficiaries bestselling
3133 betrayal betrayed bicycles biodiversity bipartisan biscuits bitterness blatant boredom bothered
3133 bothering breathe breathed breathtaking brilliantly buildup bureaucr bureaucracy burgeoning
3133 burglary busiest cabbage cabeza cafeteria calibrated calmly cannabinoids captivating caracteres
3133 carbohydrate carbohydrates carcinoma caregiver caregivers cartridges catastrophe catastrophic
3133 cautious cautiously censorship centrally cerebral ceremonial ceremonies cervical challenged
3133 challenging chocolates choisir cigarette cigarettes circulating circumference circumstance
3133 circumstances clandest closely cohesive coincide coincidence collapsing colleagues combustion
3133 commemor commemorate commencement commercially commercials compartir compartments compensate
3133 compensated competitiveness complained complaining complains completamente compliment
3133 complimentary compliments complying composers comprehend comprehension comprised compromised
3133 compromises compromising compulsory conceded concentrations concessions condemn condemnation
3133 condemned condolences condominium conducive confidently confinement conformity confrontation
3133 confronted confronting congratulate conocer conquered consectetur conseguir consequat
3133 consistently consolidate constituency constituents contagious contaminants contaminated
3133 contemplated contemplating contingency contingent contraception contradict contradiction
3133 contradictions contradictory controversial controversies controversy converge conveyed
3133 conveying convinced convincing coordinating correlate corridors corrobor corrosion countertops
3133 courteous coworkers craftsmanship crispy criticised criticisms criticize criticized criticizing
3133 cruelty crystall cualquier cuerpo culmination cultivated cultivating culturally cylinders
3133 cylindrical cynical darauf dazzling debilitating deceit deceive decentralized deceptive
3133 decidedly decisive deducted deductible deductions defeated defeating defeats defects definitive
3133 dehydration delegated deliberate deliberately delightful demeanor demolished demolition
3133 depicting depreciation deprived dernier desarroll desarrollo desea desperately desperation
3133 destroys detergent deterior deterioration determinant deterministic detrimental devastated
3133 devastating devastation diagnose diagnosed diagnoses diarrhea dictatorship diferencia diferente
3133 diferentes differed differentiated differentiation differently differing difficile difficulties
3133 dignity dilemma diligence diligent diligently diminish diminished diminishing diplomacy
3133 diplomats disadvantage disadvantaged disadvantages disagreement disagreements disappeared
3133 disappearing disappears disappointing disastrous disciplined disciplines discouraged discreet
3133 discrepancies discrepancy discretionary discriminate discriminatory disgrace disguise disguised
3133 disgust disgusting dishonest dismant disparate disparities disparity dispersed disponibles
3133 dispositivo disproportion disputes disregard disrupting disruptions disruptive dissatisfaction
3133 dissemination distinctions distinguish distinguishing distract distracted distracting
3133 distractions distrust disturbance disturbances disturbing divergence diversas diversified
3133 diversos diverted dividends divorced doctrines domicile dorsal doubtful downgrade downtime
3133 downturn drastically dreaded dreadful dripping driveway dzieci eagerly earthquakes easiest
3133 ebenfalls eclips ecosystems efficacy effortless effortlessly eighteen einfach eiusmod
3133 ejaculation elaborate electorate electromagnetic elegance eliminates embarrassed embarrassing
3133 embarrassment embodiment embodiments embroidered embroidery embryo embryos emergencies
3133 emphasize emphasized emphasizes emphasizing employs empowerment encompass encompasses
3133 encontrado encontrar encountered encountering encouraged encouragement encourages encouraging
3133 encuentra endeavors endorsed endorsement endorsements energetic enfants enfermed enfrent
3133 engraved enjoys enlarged enlargement enorme enormous enormously enquanto enriched enrichment
3133 entertained entertaining enthusi enthusiasm enthusiast enthusiastic enthusiasts entrepreneurs
3133 envelopes enviado envisioned epilepsy equivalents eradicate erected erfolgre erfolgreich
3133 erroneous escalate escalating escalation especialmente esposa establishes eternity etiquette
3133 evacuated evacuation evidenced evident evidently exacerb exaggerated examinations excavation
3133 exceeding exceedingly exceeds excerpts excessively excitement exclusively executives exemplary
3133 exemptions exercised exercising exercitation exhilar expansions expansive expenditure
3133 expenditures experiencia experiencing explanations explanatory exploited exploiting exploits
3133 explosions explosives exponentially exposures extraordinarily extravag extravagant extremes
3133 extremist extremists eyebrow eyebrows eyewitness facilitate facilitated facilitates faculties
3133 falsely familiarity fantasies fascinated fascinating favourable feasibility fertile fertilizer
3133 fictional fierc fiercely filmmaker filmmakers financier fingert fingertips flattened flavours
3133 flawed flawless fleece fleeing fluctuations fluorescence fluorescent fluoride foliage folklore
3133 forcibly foreseeable fossils fostering fracture fractured fractures franchises frenzy
3133 frightened frightening frivol frustrated frustrating frustration frustrations fueled fueron
3133 fulfilling fulfillment fundamentally fundraiser furnishings galaxies gastric gebruik
3133 genetically genuinely geopolitical giorni girlfriends glaciers glimps glimpse goofy gratuita
3133 gratuite gratuitement gratuito gratuits gravitational greeted grievances grieving grooming
3133 guarantees guitars haciendo harassment heavens heavily hectares helfen helicopters
3133 heterogeneous heterosexual hilarious historians homelessness homicide homosexuality
3133 horizontally horrific horrifying hottest hugely hurdle hurdles hybrids hypertension hypocrisy
3133 hypotheses hypothesis hypothetical ignorance ignorant illegally illnesses imaginable
3133 imaginative immensely immigrants imminent impairment impeachment impecc impeccable impedance
3133 imprison imprisoned imprisonment improbable improperly impulses inaccurate inadequate
3133 inadvertently inaugur inaugural inauguration incapable incapac incarcer incarcerated
3133 incarceration incentiv incentive incentives incididunt incluso incompetent inconsist
3133 inconvenience inconvenient incredibly incumbent incurred indebted indefinite indefinitely
3133 indemn indictment indirectly indispensable individually indulge inequalities inevitable
3133 inevitably inexpensive inexperienced infertility infiltr infiltration inflammation inflatable
3133 inflated influenza informatie infring infringement inhabitants inhabited inherently inhibitor
3133 inhibitors insanely insignificant instincts instructed insulting insults intellectually
3133 intensified intentional intentionally intercepted interchangeable interfere interfering
3133 intermediary intermittent interrogation interruption interruptions intertw intertwined interven
3133 intervene interventions intestine intimacy intimidated intimidating intimidation intrigued
3133 intriguing introduces introductory intrusive invaluable invariably involvement involves
3133 involving irresist irresistible irrespective irresponsible irreversible irritated irritating
3133 irritation issuance jealousy jeszcze jurisdictions jusqu juxtap kepada kidnapped kidnapping
3133 kilometres kolej konnte laisse landscapes landscaping laughed laundering lavoro legitim
3133 legitimacy legitimately lettuce letzten leukemia lifespan likeness linebacker livelihood
3133 livestock llegar longitudinal loosely lorsque lucrative lurking malignant mammals maneuver
3133 manganese manifests marginalized masculine mathematic matrimon meantime measurable meilleur
3133 meilleure meilleurs meisjes mejorar melted membranes membres membuat menstrual metabolism
3133 metaphor meticulous meticulously midfielder miejsc miglior migliori migraine migrating minimise
3133 minimizing miraculous misconception misdemeanor miserable mistakenly misunderstand
3133 misunderstood mitochondrial monitored monstrous mornings mosquitoes motivational motivations
3133 mulheres multinational multiplied multiprocessing mysterious nanoparticles nausea naveg
3133 navegador neatly necesario necesita necessities necessity negligence negligent negligible
3133 neighboring neighbourhood neighbouring neoliberal nephew nervous neuronal neutrality newcomer
3133 newcomers nieuwe nineteen nineteenth nodded nominations nominees norske nostalgia nostalgic
3133 notoriously nouveaux nouvelles nuclei nucleus nuestras nuestro nuestros nuevas nuevos nuisance
3133 nurture nurturing nutritious obedience obedient obligations obligatory obliged obscure
3133 obsessive occasional occasions odpowied outbreaks outrageous outweigh overdose overlooked
3133 overriding overshadow overwhelm overwhelmed overwhelming overwhelmingly pancreatic panoramic
3133 parallels paranoia parcels parchment particulars paternal payouts pedestal pedestrian
3133 pedestrians pedigree pencils penetrate penetrating perceive permanently permissible
3133 perpetrators perpetual persecution persever perseverance persuade persuaded persuasion
3133 persuasive pervasive pessim pessoas pesticide pesticides peuvent phenomena phenomenal
3133 phenomenon phosphory pigeon pilgrimage pioneered pioneering pioneers pissed pivotal pizzas
3133 plagiarism plagued plaisir plataforma plausible plentiful plunged plurality pneum pneumonia
3133 policymakers pollutants populace portrayal portrayed portraying portrays possessing postponed
3133 practitioners pragmatic pratique precaution precautions precipitation precisely predecess
3133 predecessor predecessors predominant predominantly pregnancies prejudice prematurely prenatal
3133 preparations prevailed prevalence prevalent procedural profesional professors proficient
3133 profoundly prognosis prohibits prolifer proliferation prolific prolonged prominence prominently
3133 propaganda propagated prophets proporcion proportional proportions proprietary proprietor
3133 prosecute prosperous prostitutes protagonist protagonists provocative prowess przez przypad
3133 psychedelic pudding pueda pueden puedes puedo punctuation pupils purposely puzzled puzzles
3133 rallied rallies reassure reassuring receptive reciprocal recomend recommending recommends
3133 reconcile reconnaissance recreational recruited recruiters recruits redesigned reductions
3133 redundancy redundant refrain refreshed refurbished rehears rehearsal reimburse reimbursement
3133 reiterated rejoice relentless relentlessly reliably religions relocated reluctant reluctantly
3133 reminiscent remodeling remotely rencontrer rencontres renovated renovations repeal repeatedly
3133 repercussions repetitions repetitive reproduced reputable rescued researched resemblance
3133 residues resignation resilience resilient resonance resonate restructuring resurrect
3133 retaliation retirees retrospect retrospective reunited reversal reversing rhetoric rhetorical
3133 rhyme rhythms ridicule ridiculous ridiculously righteousness rivalry rooftop rubbish rundown
3133 sabotage sacrific sacrificed sacrifices sacrificing safeguard safeguards sanctioned satellites
3133 satisfactory satisfies satisfy satisfying scandals scarcely scarcity scares schizophrenia
3133 scramble scrambled scrambling scraps scratched scratches scrutin scrutiny secrecy seemingly
3133 segregation seizure seizures seldom semaine sentimental serotonin seulement shorthand showcased
3133 showcasing shredded shrugged sidewalk sidewalks sighed significantly siguientes simultaneous
3133 simultaneously sincere sincerity sistemas skeptical skepticism slicing slightest slippery
3133 slogans sluggish smashed smoother societal socioeconomic sogar sollte sollten sometime sondern
3133 sophisticated sophistication spokesman spokesperson spokeswoman sponsoring spontaneous
3133 spontaneously sprawling squeez squeezed squeezing stabilization stabilize stabilized staggering
3133 stagnant staircase statutory stereotype stereotypes stiffness stomach storytelling strangely
3133 strengthened strengthening stretches struggled struggles stupidity subconscious subdivisions
3133 sublicense subpoena subscribing subsidiaries subsidiary subsidies subsidy substantially
3133 substantive substituted substitutes substitutions subtly suburbs succeeding succeeds suffered
3133 sufferers suffering sufficiently suicidal sulfate sulfur summarize summarized summarizes
3133 superficial supposedly supremacy surprised surrendered surtout survived survives surviving
3133 susceptibility susceptible suspects sustained sustaining swallowing sympath sympathetic
3133 sympathy tablespoon tablespoons tackled tackles tackling tactile tandem tapered taxpayers
3133 teammate teammates teaspoon teaspoons temporada temptation tempted tempting tersebut tertiary
3133 theatrical themselves theoretically therapies therapists thighs thirsty thoroughly toddlers
3133 toilets tolerant tolerate tolerated toppings tossing totalement touchdowns toughest toxins tqdm
3133 trabajar trabalho trademarks trafficking tragedies tragedy trajectories tranquil transcend
3133 transferring translating translators translucent transplantation tratamiento treadmill trebuie
3133 tremendous tremendously trenches trophies troubleshooting troublesome trousers trovare tumors
3133 tumult tunnels turbines turbulence turbulent tylko ubiquitous unanimous unanimously unavoidable
3133 unbearable unbelievable uncertainties uncomfortable unconscious unconventional undefeated
3133 undeniable undergone undermine underrated undesirable unemployed unequiv unfamiliar unfavorable
3133 unfolded unfolding unfolds unimagin uninsured unintended uninterrupted uniquely uniqueness
3133 unlawful unleash unleashed unlucky unmarried unmistak unparalleled unprecedented unpredictable
3133 unravel unreliable unserem unseren unserer unsettling unstoppable unveil unveiled unveiling
3133 unwilling uomini uphold upholstery vaginal vaguely vampires vastly velocidad vengeance
3133 verschiedene verschiedenen verschill verwenden verwendet vessels veterinarian vigilant
3133 vigorously visceral viscosity volcanic voluntarily volunteered volunteering vomiting vowels
3133 vraiment vrouwen warranted warranties wastewater wavelengths weakened weaknesses weighing
3133 weighs wholesalers wholesome widened widening widespread willingness wirklich withdrew wollte
3133 worrying worsening wreak wrinkles writings wurde wurden
3211 arizona australian charlie egypt georgia hamilton hibernate jimmy joseph liverpool matthew
3211 michelle michigan victoria virginia
3212 browsable forgery
3213 autoresizing interpolator
3221 americans americas augustine austral austria baltimore belgium bloomberg brazilian broadway
3221 brunswick bryan cambodia carrie christianity congressman davidson debbie dickens dickinson
3221 dodgers dominican douglas dubai dublin europeans florence francis francisco frankfurt frankie
3221 franklin gabri gabriel graham hollywood indianapolis islamic janeiro jewish joomla josef julian
3221 julie julien juliet julio kennedy kenneth kristen lloyd louise louisiana louisville lucia
3221 lucifer lucy magnus margaret mexican muhammad muslims nachricht nederland nicholas nichols
3221 nicholson nigel oakland olymp paleo palest paula paulo pennsylvania quebec republicans rihanna
3221 robbie roberto robinson russell sabha sacramento saunders shanghai sheldon sheridan sherlock
3221 sherman sophia sophie stewart tacoma taipei taiwan tennessee thornton titanic ukraine
3221 universidad victor victorian vietnam vietnamese warsaw wonderland yorker yorkers yorkshire
3222 accelerometer bellev broadcom bruises cannabin chuckled davidjl defenseman giorn goblin
3222 hieronta ineligible mattis mexicans narrated onslaught palestin reggie relics repreh
3222 restraining rigidbody sacram seleccione sequentially sophistic sscanf suppressing swinger
3222 swingers sylv
3223 aceptar deserializer ptrdiff regressor tiener
3231 aberdeen aboriginal admiral africans albany almighty apostle arabia arabian aristotle aussie
3231 austrian baldwin baptist barnes battalion baxter beispiel bentley berkshire boulevard brenda
3231 bristol brotherhood browns buckingham buddh buddha buddhist buenos bulldogs bundes cameron
3231 carmen carpenter cassidy catholics cavaliers chattanooga chrysler clayton clifford colombia
3231 colombian columbus conversely craigslist crawford crescent cristiano cristina cuban cunningham
3231 curtis cyrus dakota davies deutschland dorothy dortmund duterte eagles einsatz emirates
3231 episcopal familie ferrari finnish fresno gallagher garcia gazette germans gibbs gibson gloria
3231 gothic guerrero gupta gutenberg hammond hassan hastings henderson herrera hispan hispanic
3231 hubbard huntington institut instituto jaguar julius juventus kabul kardash katrina kendall
3231 kendrick kunst lambert lancaster laurel ludwig lumia lumpur maggie majesty meadows medicaid
3231 mellon miguel mystic nepal nietzsche nordic nuggets oklahoma oliveira palestinian pamela
3231 pandora papua patriots pavilion pediatrics pharmaceuticals pompe protestant psychiatry pulitzer
3231 purdue queensland raptors ravens redistributions riverside saddam sakura salisbury salvador
3231 samantha samoa sanchez santana santos saturdays sawyer schwartz sergeant sergey shelby shelley
3231 sirius sloven sofia squadron stevens sudan suffolk sundays surrey symphony tahoe tavern tobias
3231 trafford trevor tulsa tunis tunisia venezuel venezuela warcraft wesley wheeler whitney windsor
3231 wolfe wolfgang yankee yankees zurich
3232 adventurer adventurers angepicker aphrag archetype arresting assaulting athleticism bakeca
3232 bakeka barnett barracks battleground beetle billionaires blowjob bombed bombers bordel
3232 bottleneck breitbart buckley busty butterknife cannons carniv catalan catalonia caucas caucus
3232 caveat chubby cigaret climbers communism concentr coppia corpses councill crawled cresc cruis
3232 crushers demonstrators dissert dissoci donnees doubly draped entrepreneurship entsprech fascism
3232 fascist feinstein feminists fetisch gallup gladiator gratuiti groupon gymn hannity hastily
3232 helicopt hippoc hodg horrend imperialism independents intellectuals koneksi kostenlose kutje
3232 launder lawmaker liberalism libertarian libertin libertine lobbyist lobbyists magistrate maurit
3232 microsystems militias millennia mogul molec murderers najle narcotics neuken patriotism patrols
3232 pikachu pistols pistons plummet policemen pornofil premiership prosecuting protestors rallying
3232 rampage redistrib reflexivity renewables reverence revolutions safeg satoshi scoff severed
3232 shameful shemale slamming slovak soros squirt stadiums svensk sweeps tillerson tooltips
3232 torrents tweaked vibrator vulcan wolff wrestle wrestlers
3233 abducted acompanh acquitted adultery adversaries adversary alphanumeric anarchist anarchists
3233 angrily annihil announc applauded appropriated appropriations arbitrarily arousal artisanlib
3233 astronomers asympt austerity beneficiation bigotry billeder bitterly blatantly bourgeoisie
3233 bribery bureauc bureaucratic bureaucrats bystand cadastr candidacy carbohydr catapult cautioned
3233 ceasefire cigars circumcision clumsy coercion concatenated condemning confiscated conhec
3233 conspic conspicuous contraceptive convened converged correlates councillor councillors crippled
3233 crippling cryptocurrencies defamation dejting deportation detainees deterrent detriment dikke
3233 disagreed disagrees discrepan discrim disgusted dismal dismantle dismay dismissing disobed
3233 dispensaries disproportionate disproportionately disrespectful divisive domestically drifted
3233 dziewcz embarrass emlrt enactment endorsing enraged enslaved enthusiastically entrenched
3233 erotica escalated espionage evacuate exacerbated exterity extradition extrapol extremism falsy
3233 feudal filmpjes fodder follando forfeiture francais francaise frustr functools gastrointestinal
3233 gezocht grappling gratuites gruesome hemorrh homicides homosexuals horrified humiliating
3233 hysteria impoverished improvised incompetence inconsistencies inconsistency incontri injuring
3233 insurgency insurgents interdisciplinary interpolated intervened intervening intimidate
3233 intoxicated involuntary jeopardy jihadist jihadists keterangan kneeling kvinde kvinnor loophole
3233 masculinity masturbation measles meddling meisje mischief misdemean misogyn misunderstanding
3233 muttered neighb ntohs nudity nuitka oblivious obscured ontvangst orchestrated ostensibly
3233 outraged parachute paralyzed particul peasants penetrated perpetr perpetrated perpetrator
3233 persecuted physicist physicists plagiar populist possibilit potrze precarious prejudices
3233 priesthood prohibiting proletariat prosecutions prostitu prostituer prostituerte prostitut
3233 prostitutas pundits punishable pylab pylint pymongo ragazza ragazze recounted recru referees
3233 rehabilit relegated reluctance renegot repealed repmat residuals retweeted rulings salope
3233 schizophren seaborn segregated semiclass semiclassical semicolon sidelined skeletons skewed
3233 slaughtered slinky spawns sperma stricter stripslashes submarines submissive subscri subsidized
3233 succesfully supremacist suspicions teardown tendr theorists threesome tostring trespass trotsky
3233 unbelie undecided undercut undermined undermines undermining undisclosed unfairly unintention
3233 unmanned unsuccessfully unwitting vandalism vehement vincial voksen whistlebl whistleblower
3233 wielding worsh wreckage
3311 charlotte jennifer jessica
3312 segoe
3313 autowired
3321 alberta alberto andrews atlantis auckland bradford bradley carlson carlton carolyn charleston
3321 clarkson cleveland danielle daniels deborah disneyland ecuador egyptian egyptians elijah fehler
3321 gregory hawaii ibrahim islamabad islamist israeli israelis jacksonville jefferson jeffrey
3321 jessie joshua kentucky leonard leonardo minnesota mitchell mohamed mohammad mohammed nebraska
3321 newtonsoft nicolas philippe phillies phillip phillips richardson robbins roberts robertson
3321 scottish williamson
3322 cummings duffy hexdigest huffman icontains istringstream manafort rodrig
3323 luetooth
3331 afghanistan albania albuquerque alexandria algeria alvarez antarctica appalachian armenian
3331 asheville australians azerbaijan baghdad bahrain baltic barclays belfast belgian benedict
3331 bengal bengals bennett bermuda bernardino beverly brendan brennan brittany bryant bryce
3331 buddhism bulgaria bulgarian bundesliga burlington caldwell cameroon canadiens canterbury
3331 carnegie celtic celtics charlottesville claudia clemson confederate corinthians croatia
3331 croatian crosby cyril dawson daytona dresden duchess eduardo ethiopia ethiopian eugene evelyn
3331 ferdinand ferguson filipino fitzgerald fleming francesco frederick fridays fukushima gandhi
3331 geoffrey georgian giovanni gonzalez gotham griffith guinness gujarat hampshire hawaiian hawkins
3331 helsinki hercules hermione hernandez hezbollah hollande honduras huffington hughes indonesian
3331 jacqueline jaguars jamaica jehovah jennings jeremiah johann johannes johannesburg judaism
3331 kardashian karnataka kashmir kathleen kathryn kawasaki kazakhstan kensington kimberly klopp
3331 knoxville krishna kurdish labrador lafayette lansing lauderdale laurie lebanese lebanon leipzig
3331 lennon lindsey lithuania lorenzo lutheran luxembourg macedonia madagascar maharashtra malaysian
3331 manitoba marseille matthews matthias maurice mavericks mazda mediterranean meredith merrill
3331 michaels michele mitarbeiter monterey mormon morrison nashville natalie neptune nicaragua
3331 nigerian olivier olympia olympic olympics olympus palestine palestinians patterson petersburg
3331 peyton philippine pittsburgh portuguese presbyterian rafael rajasthan reynolds rodrigo
3331 rodriguez roosevelt russians sabbath sahara saskatchewan scandinavian scotia seahawks seymour
3331 shirley slovakia slovenia soviet spartan stamford steele stefan stephanie stephens stevenson
3331 sunderland suzanne suzuki swansea sylvia syracuse taiwanese tanzania tehran thompson thomson
3331 tibet tibetan tolkien tucson ukrainian uruguay vanderbilt vatican vaughan viktor vladimir
3331 volkswagen walters wilmington winnipeg wohnung wolverine worcester yosemite zimmerman
3331 zuckerberg zukunft
3332 buccane buccaneers caucasian clintons dmitry dudley eisenhower ephir ergebn francois giuliani
3332 gundam hawth hispanics huckabee hutchinson icelandic kavanaugh koreans kurdistan kushner
3332 loyment mahmoud marlins marxism marxist mikhail pompeo pornhub riyadh rohing rosenstein saudis
3332 sergei soviets syrians venezuelan
"""
}
