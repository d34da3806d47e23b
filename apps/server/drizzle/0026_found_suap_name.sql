-- A back-office search of one word common among the SUAPs' names (a town: `roma` names the SUAPs of some 9,000
-- requests at a million) walked the sort's index to its deeper pages, testing each request on the way (0.1-0.4 s
-- for page 40). Like migration 0025's indexes for owners' names, this one carries every sort key and the
-- operator, so those requests and their sort keys are read from the index alone and the page taken from their top
-- (search-statements.ts, top). Drizzle cannot declare INCLUDE: the schema names the key columns only.
CREATE INDEX "requests_found_suap_name_idx" ON "requests" USING btree ("suap_name","state_id","request_id")
  INCLUDE ("reference_code", "sent_request_date", "updated_on", "created_on", "owner_first_name", "owner_last_name",
    "type_of_service_id", "assignee_user_id");
