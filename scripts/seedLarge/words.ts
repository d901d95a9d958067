/** Entries of a comma-separated list (the lists read better as text than one entry a line). */
function list(text: string): string[] {
  return text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The word lists the large book's names, people and addresses are combined from. Combined three at a
 * time with a number, they give names that read like a real book and that a search box can tell
 * apart ('summit concrete 656' finds one client, 'concrete' a few dozen).
 */

/** First word of a client's business name. */
export const clientNamePrefixes = list(`
  Acorn, Allied, Apex, Arrowhead, Atlas, Bay Area, Bayside, Beacon, Big Sky, Blue Ridge, Bluebonnet,
  Bridgeway, Canyon, Capital, Cardinal, Cascade, Cedar Creek, Centennial, Coastal, Copperline,
  Crescent, Crossroads, Cypress, Delta, Desert Bloom, Eagle, Empire, Evergreen, Falcon, Frontier,
  Gateway, Golden State, Granite, Great Lakes, Gulfstream, Harbor, Heartland, Heritage, Highland,
  Horizon, Iron Horse, Keystone, Lakeside, Liberty, Lone Star, Magnolia, Maple Leaf, Meridian, Mesa,
  Midwest, Mountain View, Northstar, Northwind, Oak Hollow, Pacific, Palmetto, Patriot, Piedmont,
  Pinecrest, Pioneer, Prairie, Red River, Redwood, Riverbend, Rocky Point, Sagebrush, Sierra,
  Silver Creek, Southern Cross, Summit, Sunbelt, Tidewater, Trailhead, Tri-County, Twin Oaks, Union,
  Valley, Vanguard, Westgate, Wildflower
`);

/** What the client does: the middle of its business name. */
export const clientTrades = list(`
  Freight, Trucking, Logistics, Staffing, Printing, Electric, Builders, Plumbing, Medical Supply,
  Janitorial, Catering, Steel, Plastics, Lumber, Textiles, Produce, Dairy, Packaging, Security,
  Roofing, Landscaping, Machining, Courier, Paving, Signs, Millwork, Seafood, Bakery, Welding,
  Concrete, Drywall, HVAC, Auto Parts, Office Supply, Home Health, Engineering, IT Services,
  Uniforms, Moving, Environmental
`);

/** The legal ending of a client's name; the empty one leaves it out. */
export const clientEndings = [...list('LLC, Inc., Co., Group, Partners, Corp., & Sons, Services'), ''];

/** First word of a debtor's legal name. */
export const debtorNamePrefixes = list(`
  Abbott, Alpine, American, Anchor, Aspen, Aurora, Baker, Benchmark, Birch, Blackstone, Bluewater,
  Boulder, Brookfield, Buckeye, Carolina, Central, Champion, Chesapeake, Clark, Colonial,
  Commonwealth, Continental, Cornerstone, Dakota, Diamond, Dixie, Dominion, Eastern, Emerald,
  Fairview, First Street, Foster, Franklin, Garfield, Glacier, Grand, Greenfield, Hamilton,
  Hawthorne, Hudson, Imperial, Jackson, Jefferson, Kingston, Lincoln, Madison, Main Street,
  Marquette, Metro, Monarch, National, Newport, North Shore, Oakmont, Olympic, Orchard, Paramount,
  Parkway, Peachtree, Premier, Quail Run, Regal, Ridgeline, Royal, Saratoga, Sequoia, Shoreline,
  Sterling, Stonebridge, Sunrise, Superior, Thompson, Tristate, United, Victory, Walker, Washington,
  Willow, Windsor, Yellowstone
`);

/** What the debtor is: the middle of its legal name. */
export const debtorKinds = list(`
  Grocers, Foods, Markets, Distribution, Wholesale, Retail, Hospital, Clinics, Health, Dental,
  Construction, Contractors, Developments, Properties, Manufacturing, Industries, Motors, Energy,
  Utilities, Hotels, Restaurants, Schools, University, County, Transit, Airlines, Shipping, Brewing,
  Pharmacy, Home Centers, Hardware, Farms, Mills, Mining, Chemical, Aerospace, Telecom, Media,
  Apparel, Furniture
`);

/** The legal ending of a debtor's name. */
export const debtorEndings = list('Inc, LLC, Corp, Co, Group, Holdings, Ltd, LP');

/** Where accounts payable are reached at a debtor. */
export const payablesMailboxes = list('ap, payables, billing, accounts, finance, invoices');

export const departments = [
  ...list(`
  Accounts Payable, Finance, Treasury, Purchasing, Controller, Billing, Operations
`),
  '',
];

export const firstNames = list(`
  Aaron, Abigail, Adrian, Aisha, Alan, Alicia, Amir, Ana, Andre, Angela, Ben, Bianca, Brandon, Carla,
  Carlos, Chen, Chloe, Daniel, Dana, Derek, Diana, Eli, Elena, Emily, Ethan, Fatima, Felix, Gabriel,
  Grace, Hannah, Hector, Ian, Imani, Isaac, Jada, James, Jasmine, Jin, Jordan, Julia, Kai, Karen,
  Kevin, Laura, Leo, Lina, Luis, Maya, Marcus, Maria, Mei, Michael, Nadia, Nathan, Nina, Noah,
  Olivia, Omar, Owen, Paula, Priya, Quinn, Rachel, Raj, Rosa, Ryan, Samuel, Sara, Sofia, Tariq,
  Tessa, Thomas, Uma, Victor, Wei, William, Yara, Yusuf, Zoe
`);

export const lastNames = list(`
  Adams, Ahmed, Alvarez, Anderson, Baker, Bennett, Brooks, Brown, Campbell, Carter, Castillo, Chen,
  Clark, Cohen, Collins, Cooper, Diaz, Edwards, Evans, Fischer, Flores, Foster, Garcia, Gomez,
  Gonzalez, Gray, Green, Hall, Harris, Hernandez, Hill, Hughes, Jackson, James, Jensen, Johnson,
  Kaur, Kelly, Kim, King, Lee, Lewis, Lopez, Martin, Martinez, Mitchell, Moore, Morales, Murphy,
  Nguyen, Novak, Okafor, Ortiz, Park, Patel, Perez, Peterson, Phillips, Price, Ramirez, Reed, Reyes,
  Rivera, Roberts, Robinson, Rodriguez, Rossi, Sanchez, Shah, Silva, Singh, Smith, Stewart, Sullivan,
  Taylor, Thomas, Torres, Turner, Walker, Ward, Watson, White, Williams, Wilson, Wright, Young,
  Zhang
`);

export const streetNames = list(`
  Main, Oak, Commerce, Industrial, Market, Elm, Maple, Washington, Lincoln, Park, Lake, Hill, River,
  Cedar, Pine, Harbor, Mill, Railroad, Airport, Church, Center, Franklin, Highland, Jackson, Madison,
  Ridge, Spring, Sunset, Union, Walnut
`);

export const streetKinds = list('Street, Avenue, Boulevard, Road, Drive, Parkway, Lane, Way, Court');

/** A city, its state (as the forms store it), a zip of it and its area code. */
export interface Place {
  zip: string;
  state: string;
  city: string;
  areaCode: string;
}

/** One place a line: zip, area code, state / city. */
export const places: readonly Place[] = lines(`
  75201 214 Texas / Dallas
  77002 713 Texas / Houston
  78701 512 Texas / Austin
  78205 210 Texas / San Antonio
  94105 415 California / San Francisco
  90012 213 California / Los Angeles
  92101 619 California / San Diego
  95814 916 California / Sacramento
  98101 206 Washington / Seattle
  97204 503 Oregon / Portland
  80202 303 Colorado / Denver
  85004 602 Arizona / Phoenix
  89101 702 Nevada / Las Vegas
  84101 801 Utah / Salt Lake City
  60601 312 Illinois / Chicago
  48226 313 Michigan / Detroit
  43215 614 Ohio / Columbus
  44113 216 Ohio / Cleveland
  46204 317 Indiana / Indianapolis
  55401 612 Minnesota / Minneapolis
  53202 414 Wisconsin / Milwaukee
  63101 314 Missouri / St. Louis
  64106 816 Missouri / Kansas City
  37203 615 Tennessee / Nashville
  30303 404 Georgia / Atlanta
  33131 305 Florida / Miami
  32801 407 Florida / Orlando
  33602 813 Florida / Tampa
  28202 704 North Carolina / Charlotte
  23219 804 Virginia / Richmond
  20001 202 District of Columbia / Washington
  21202 410 Maryland / Baltimore
  19103 215 Pennsylvania / Philadelphia
  15222 412 Pennsylvania / Pittsburgh
  10001 212 New York / New York
  14202 716 New York / Buffalo
  07102 973 New Jersey / Newark
  02108 617 Massachusetts / Boston
  06103 860 Connecticut / Hartford
  70112 504 Louisiana / New Orleans
  73102 405 Oklahoma / Oklahoma City
  68102 402 Nebraska / Omaha
  35203 205 Alabama / Birmingham
  40202 502 Kentucky / Louisville
  29201 803 South Carolina / Columbia
`).map((line) => {
  const [zip = '', areaCode = '', ...rest] = line.split(' ');
  const [state = '', city = ''] = rest.join(' ').split(' / ');
  return { zip, areaCode, state, city };
});

/** Short invoice notes; most invoices carry none. */
export const invoiceNotes = list(`
  PO attached, Partial shipment, Net terms per contract, Rush order, Second delivery,
  Signed BOL attached, Monthly service, Change order 2, Retainage withheld, Freight included
`);
