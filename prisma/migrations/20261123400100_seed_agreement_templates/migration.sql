-- One active template per category with the firm's agreement text, written once to every database
-- (PGlite and PostgreSQL, fresh or existing). A category that already has a template is left alone, so
-- employees' own templates are never duplicated. The texts live here: a migration never changes after
-- it is applied, and later wording changes are template edits (which bump the template's version).

INSERT INTO "template_documents" ("id", "title", "description", "category", "version", "content", "contentType", "isActive")
SELECT gen_random_uuid()::text, 'Master Service Agreement', 'The agreement under which the company builds, runs and reports on the investor''s charging projects.', 'msa', '1.0', $tmpl$MASTER SERVICE AGREEMENT

This Master Service Agreement (the "Agreement") is entered into as of {{effective_date}} (the "Effective Date") by and between {{company_name}} (the "Company") and {{investor_name}} (the "Investor"). The Company and the Investor are each a "Party" and together the "Parties".

1. PURPOSE
1.1 The Company develops, finances, installs and operates electric-vehicle charging stations ("Chargers") at host sites under site license agreements (each a "Project").
1.2 The Investor wishes to acquire title to one or more Projects and to take part in their oversight, and the Company wishes to provide the services described in this Agreement for those Projects.

2. DEFINITIONS
2.1 "Project Assets" means the Chargers, their mounting, electrical and network equipment, the site license rights and the warranties assigned with them.
2.2 "Revenue" means the charging fees, network credits, utility incentives and environmental attributes earned by a Project, net of network and payment-processing fees.
2.3 "Operating Expenses" means site license fees, electricity costs, insurance premiums, maintenance, software subscriptions and the Management Fee.
2.4 "Commercial Operation Date" means the date on which every Charger of a Project is energized, commissioned and available to the public.

3. SERVICES
3.1 The Company shall provide site acquisition, engineering, procurement, installation, commissioning, operation, maintenance, network management and reporting services for each Project (the "Services").
3.2 The Company shall perform the Services in a good and workmanlike manner, in accordance with applicable law, utility interconnection requirements and the manufacturers' specifications.
3.3 The Company shall keep each Charger available to the public at least 97% of the time in each calendar quarter, excluding scheduled maintenance and events of force majeure.

4. TITLE AND PROJECT ASSIGNMENT
4.1 Title to the Project Assets of a Project passes to the Investor on the later of full payment of the purchase price and the Commercial Operation Date, as recorded in a bill of sale delivered by the Company.
4.2 Before title passes, the Company bears all risk of loss of the Project Assets.
4.3 The Company shall deliver the documents needed for the transfer of title, including the appraisal of the poles and equipment, the vendor and site license agreements, the insurance and warranty documents and a certificate of non-litigation.

5. FEES AND DISTRIBUTIONS
5.1 The Investor shall pay the Company a management fee equal to 10% of Revenue of each Project (the "Management Fee"), deducted monthly before distributions.
5.2 Within twenty (20) days after the end of each month, the Company shall distribute to the Investor the Revenue of its Projects less Operating Expenses, together with a statement of Revenue, Operating Expenses and Charger utilization.
5.3 Any federal investment tax credit or depreciation attributable to the Project Assets belongs to the owner of the Project Assets on the date the Project is placed in service.

6. MATERIAL PARTICIPATION
6.1 The Investor intends to participate materially in the operation of its Projects and shall log at least one hundred (100) hours of participation in each calendar year.
6.2 The Company shall offer the Investor operations reviews, capital deployment reviews, site visits, compliance reporting and training courses through its investor portal, and shall keep records of the Investor's participation.
6.3 The Company makes no representation on the tax treatment of the Investor's participation; the Investor shall rely on its own tax advisers.

7. REPRESENTATIONS AND WARRANTIES
7.1 Each Party represents that it has full power and authority to enter into and perform this Agreement, and that this Agreement is its valid and binding obligation.
7.2 The Company warrants that each Project, at the Commercial Operation Date, is free of liens other than those disclosed in writing, and that the Chargers are new and covered by the manufacturer's warranty for at least five (5) years.
7.3 The Investor represents that it is an accredited investor and acquires the Projects for its own account.

8. INSURANCE
8.1 The Company shall maintain, at the expense of each Project, commercial general liability insurance of at least $2,000,000 per occurrence and property insurance for the replacement value of the Project Assets, naming the Investor as additional insured and loss payee.

9. INDEMNIFICATION AND LIMITATION OF LIABILITY
9.1 Each Party shall indemnify the other against third-party claims arising from its gross negligence, wilful misconduct or breach of this Agreement.
9.2 Except for indemnification obligations and fraud, neither Party is liable for indirect, consequential or punitive damages, and the Company's aggregate liability in any calendar year is limited to the Management Fees received in that year.

10. TERM AND TERMINATION
10.1 This Agreement starts on the Effective Date and continues for ten (10) years, renewing automatically for successive five (5) year terms unless either Party gives notice of non-renewal at least one hundred eighty (180) days before the end of a term.
10.2 Either Party may terminate this Agreement on thirty (30) days' written notice if the other Party materially breaches it and fails to cure the breach within that period.
10.3 On termination, the Company shall transfer the operating records, network accounts and warranties of the Investor's Projects to the Investor or its designee.

11. CONFIDENTIALITY
11.1 Each Party shall keep confidential the other Party's non-public information received under this Agreement and use it only to perform this Agreement.

12. GOVERNING LAW AND DISPUTES
12.1 This Agreement is governed by the laws of the State of Delaware. Any dispute shall be settled by binding arbitration under the Commercial Arbitration Rules of the American Arbitration Association, before one arbitrator, in Wilmington, Delaware.

13. GENERAL
13.1 This Agreement, with its schedules and the agreements it refers to, is the entire agreement of the Parties on its subject and may be amended only in a writing signed by both Parties.
13.2 Notices shall be given in writing through the investor portal or by e-mail to the addresses the Parties record there.

IN WITNESS WHEREOF, the Parties have executed this Agreement as of the Effective Date.

{{company_name}}                         {{investor_name}}$tmpl$, 'text/plain', true
WHERE NOT EXISTS (SELECT 1 FROM "template_documents" WHERE "category" = 'msa');

INSERT INTO "template_documents" ("id", "title", "description", "category", "version", "content", "contentType", "isActive")
SELECT gen_random_uuid()::text, 'Operating Agreement', 'How the project company that holds the investor''s chargers is managed.', 'operating_agreement', '1.0', $tmpl$OPERATING AGREEMENT

This Operating Agreement is made as of {{effective_date}} between {{company_name}} (the "Manager") and {{investor_name}} (the "Member") for the project company that holds the Member's electric-vehicle charging projects (the "Project Company").

1. FORMATION
1.1 The Project Company is a limited liability company whose sole purpose is to own, finance and operate electric-vehicle charging stations and their site rights (the "Projects").
1.2 The Member holds one hundred percent (100%) of the membership interests. The Manager is appointed to manage the day-to-day business of the Project Company under this Agreement.

2. CAPITAL CONTRIBUTIONS
2.1 The Member shall contribute the purchase price of each Project as stated in its project schedule, payable in cash on the closing of that Project.
2.2 The Member is not required to make any further contribution. No interest is paid on contributions.

3. MANAGEMENT
3.1 The Manager shall run the operation of the Projects: site relations, electricity supply, network software, maintenance, pricing within the ranges the Member approves, and collection of Revenue.
3.2 The following require the Member's written consent: selling or encumbering a Project, borrowing money, entering into a contract worth more than $25,000, changing the charging price range, and admitting a new member.
3.3 The Manager shall hold an operations review with the Member at least once a month and a capital deployment review at least once a quarter.

4. BOOKS, RECORDS AND REPORTS
4.1 The Manager shall keep complete books of account for the Project Company on an accrual basis and make them available to the Member through the investor portal.
4.2 Within forty-five (45) days after each quarter, the Manager shall deliver unaudited financial statements and a utilization report per charging site; within ninety (90) days after each year, annual statements and the tax information the Member needs.

5. DISTRIBUTIONS
5.1 Available cash, after Operating Expenses and a reserve of three (3) months of Operating Expenses, is distributed to the Member monthly.

6. MEMBER PARTICIPATION
6.1 The Member shall take part in the management decisions reserved to it, attend the operations and capital reviews, and record its hours of participation in the investor portal.

7. TRANSFERS
7.1 The Member may transfer its interest to an affiliate or, after offering it first to the Manager on the same terms for thirty (30) days, to any other person who agrees in writing to be bound by this Agreement.

8. REMOVAL OF THE MANAGER
8.1 The Member may remove the Manager for cause on written notice, or without cause on ninety (90) days' notice after the second anniversary of this Agreement, subject to the Manager's orderly transition of records and accounts.

9. DISSOLUTION
9.1 The Project Company dissolves on the sale of all Projects or the Member's written decision. Its assets are applied first to creditors, then to the Member.

10. GENERAL
10.1 This Agreement is governed by the laws of the State of Delaware and may be amended only in a writing signed by the Manager and the Member.

{{company_name}}, as Manager              {{investor_name}}, as Member$tmpl$, 'text/plain', true
WHERE NOT EXISTS (SELECT 1 FROM "template_documents" WHERE "category" = 'operating_agreement');

INSERT INTO "template_documents" ("id", "title", "description", "category", "version", "content", "contentType", "isActive")
SELECT gen_random_uuid()::text, 'Investment Terms', 'Purchase price, payment, returns and tax attributes of each charging project.', 'investment_terms', '1.0', $tmpl$INVESTMENT TERMS

These Investment Terms, dated {{effective_date}}, set out the commercial terms on which {{investor_name}} (the "Investor") acquires electric-vehicle charging projects from {{company_name}} (the "Company").

1. PROJECTS OFFERED
1.1 The Company offers the Investor charging projects that are shared with it in the investor portal. Each offer states the site, the number and type of chargers (Level 2 or DC fast charging), the project cost, the expected investment tax credit and the deployment quarter.
1.2 A reservation in the portal holds a Project for the Investor until the Company approves or rejects it. An approved reservation becomes binding on the signature of the project schedule.

2. PURCHASE PRICE AND PAYMENT
2.1 The purchase price of a Project is its project cost as shown in the approved project schedule.
2.2 The Investor pays twenty percent (20%) of the purchase price on signature of the project schedule and the balance within ten (10) business days after the Company notifies the Commercial Operation Date.

3. RETURNS
3.1 The Investor receives the Revenue of its Projects less Operating Expenses and the Company's management fee of ten percent (10%) of Revenue.
3.2 Projections of utilization and Revenue given by the Company are estimates only and are not guaranteed.

4. TAX ATTRIBUTES
4.1 The Investor, as owner of the Project Assets when placed in service, may claim the investment tax credit and depreciation available under applicable law, subject to its own eligibility.
4.2 The Company shall provide the cost segregation, placed-in-service evidence and prevailing-wage records reasonably requested for that purpose.

5. CONDITIONS
5.1 The Company's obligation to transfer a Project depends on the Investor's completion of the deal-room documents and the execution of the Master Service Agreement and the Operating Agreement.

6. DEFAULT
6.1 If the Investor fails to pay an amount when due and does not cure the failure within fifteen (15) days after notice, the Company may cancel the affected project schedule and retain the deposit as liquidated damages.

7. TERM OF OFFER
7.1 These Investment Terms apply to every project schedule signed within twenty-four (24) months after their date, unless replaced by updated terms agreed in writing.

{{company_name}}                         {{investor_name}}$tmpl$, 'text/plain', true
WHERE NOT EXISTS (SELECT 1 FROM "template_documents" WHERE "category" = 'investment_terms');

INSERT INTO "template_documents" ("id", "title", "description", "category", "version", "content", "contentType", "isActive")
SELECT gen_random_uuid()::text, 'Risk Disclosure Statement', 'The risks of owning electric-vehicle charging projects.', 'disclosure', '1.0', $tmpl$RISK DISCLOSURE STATEMENT

This statement is given by {{company_name}} (the "Company") to {{investor_name}} (the "Investor") on {{effective_date}}. Please read it carefully before acquiring any electric-vehicle charging project.

1. NATURE OF THE INVESTMENT
1.1 Charging projects are long-term, illiquid assets. There is no public market for them, and the Investor may be unable to sell a Project when it wishes or at the price it paid.

2. REVENUE RISK
2.1 Revenue depends on the number of electric vehicles that use each site, the price drivers accept, competition from nearby chargers and the reliability of the equipment. Utilization may be lower than projected for years.
2.2 Utility incentives, low-carbon fuel credits and similar programs may change, end or pay less than expected.

3. COST RISK
3.1 Electricity tariffs, demand charges, site license fees, insurance premiums and network software costs may rise faster than charging prices.

4. TECHNOLOGY RISK
4.1 Charging standards, connectors and vehicle technology change quickly. Chargers may need upgrades or replacement before the end of their expected life.

5. TAX RISK
5.1 The availability of the investment tax credit, accelerated depreciation and the treatment of participation hours depend on the Investor's own circumstances and on laws that may change. The Company gives no tax advice.

6. SITE RISK
6.1 A host may terminate or fail to renew a site license, sell the site or restrict access. Relocating chargers is costly and may not be possible.

7. CONFLICTS OF INTEREST
7.1 The Company develops and manages projects for several investors and earns fees from each. It allocates projects in the order reservations are approved and discloses any interest it holds in a site.

8. ACKNOWLEDGEMENT
8.1 By accepting this statement the Investor confirms that it has read and understood these risks, had the opportunity to ask questions and to consult its own advisers, and can bear the loss of its entire investment.

Acknowledged by {{investor_name}}$tmpl$, 'text/plain', true
WHERE NOT EXISTS (SELECT 1 FROM "template_documents" WHERE "category" = 'disclosure');

INSERT INTO "template_documents" ("id", "title", "description", "category", "version", "content", "contentType", "isActive")
SELECT gen_random_uuid()::text, 'Compliance and Reporting Agreement', 'Know-your-customer, accreditation, regulatory compliance and reporting duties.', 'compliance', '1.0', $tmpl$COMPLIANCE AND REPORTING AGREEMENT

This Compliance and Reporting Agreement is made on {{effective_date}} between {{company_name}} (the "Company") and {{investor_name}} (the "Investor").

1. KNOW YOUR CUSTOMER
1.1 Before any Project is transferred, the Investor shall provide the identity, ownership and source-of-funds information the Company reasonably requests to meet anti-money-laundering and sanctions laws.
1.2 The Investor shall inform the Company within ten (10) business days of any change in that information.

2. ACCREDITATION
2.1 The Investor shall deliver evidence of its accredited-investor status dated within ninety (90) days before each purchase.

3. REGULATORY COMPLIANCE OF THE PROJECTS
3.1 The Company shall keep each Project in compliance with building, electrical, accessibility and weights-and-measures requirements, utility interconnection agreements and the terms of any public incentive program.
3.2 The Company shall keep records of prevailing-wage and apprenticeship compliance where required for tax credits, for at least six (6) years.

4. REPORTING
4.1 The Company shall report to the Investor quarterly: energy delivered, sessions, uptime, incidents, incentive filings and any notice received from a regulator or utility.
4.2 The Investor shall record its participation hours, education credits and deal-room documents in the investor portal, and keep them accurate.

5. DATA PROTECTION
5.1 Each Party shall process personal data of drivers, hosts and the other Party only as needed for the Projects, protect it with reasonable security measures and notify the other Party of any breach without undue delay.

6. AUDIT
6.1 On fifteen (15) days' notice, the Investor or its auditors may inspect the records of its Projects during business hours, once per calendar year or at any time after a reported breach.

7. ANTI-CORRUPTION
7.1 Neither Party shall offer or accept any payment or advantage to influence a public official, a utility or a site host in connection with the Projects.

8. TERM
8.1 This Agreement remains in force for as long as the Investor owns any Project managed by the Company and for six (6) years after that.

{{company_name}}                         {{investor_name}}$tmpl$, 'text/plain', true
WHERE NOT EXISTS (SELECT 1 FROM "template_documents" WHERE "category" = 'compliance');
